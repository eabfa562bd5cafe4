import type { PortalAuthSessionUser } from '@clinic/api-contract';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../audit/recordAudit';
import { createSession } from '../auth/sessionStore';
import { signSessionToken } from '../auth/sessionToken';
import type { Queryable } from '../db/database';
import type { patients } from '../db/schema';

/** A new portal session: its token and whom it acts for. */
export interface OpenedPortalSession {
  token: string;
  user: PortalAuthSessionUser;
}

/**
 * A new portal session acting for `patient`, audited, and its token. The token names the
 * session, login, location and patient: identifiers only, never a name or a date of birth.
 */
export async function openPortalSession(
  tx: Queryable,
  request: FastifyRequest,
  signingKey: Uint8Array,
  who: { loginId: string; patient: Pick<typeof patients.$inferSelect, 'id' | 'locationId'> },
): Promise<OpenedPortalSession> {
  const { loginId, patient } = who;
  const session = await createSession(tx, {
    audience: 'portal',
    loginId,
    patientId: patient.id,
    locationId: patient.locationId,
  });
  request.portal = {
    kind: 'portal',
    sessionId: session.id,
    loginId,
    patientId: patient.id,
    locationId: patient.locationId,
  };
  await recordAudit(tx, request, { action: 'sign-in', resource: 'Patient', resourceId: patient.id });
  const user = { loginId, LocationId: patient.locationId, Patient: { Id: patient.id } };
  return { token: await signSessionToken(signingKey, 'portal', { sessionId: session.id, ...user }), user };
}
