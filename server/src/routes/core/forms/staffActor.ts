import type { FastifyRequest } from 'fastify';
import { staffOf } from '../../../auth/authenticate';
import type { StaffDocumentActor } from '../../../documents/documentActor';

/** The signed-in staff user as the shared document functions take an actor. */
export function staffActor(request: FastifyRequest): StaffDocumentActor {
  return { kind: 'staff', staffUserId: staffOf(request).staffUserId };
}
