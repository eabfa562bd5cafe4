import type { FastifyRequest } from 'fastify';
import { portalOf } from '../../../../auth/authenticate';
import type { DocumentActor } from '../../../../documents/documentActor';

export type PortalDocumentActor = Extract<DocumentActor, { kind: 'portal' }>;

/** The signed-in patient as the shared document functions know them. */
export function portalActor(request: FastifyRequest): PortalDocumentActor {
  const { loginId, patientId } = portalOf(request);
  return { kind: 'portal', loginId, patientId };
}
