import type { PortalAuthLoginWithNewPatientBody } from '@clinic/api-contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app/appInstance';
import { notFound } from '../app/httpError';
import type { PortalPrincipal } from '../auth/principals';
import { revokeSession } from '../auth/sessionStore';
import { checkDateOfBirth } from './checkDateOfBirth';
import { findAccess } from './linkedPatients';
import { type OpenedPortalSession, openPortalSession } from './openPortalSession';
import { requireDateOfBirth } from './parseDateOfBirth';
import { type SignInOutcome, sessionOrThrow } from './signInOutcome';

/**
 * LoginWithNewPatient: acts for another patient of the same login, confirmed with that
 * patient's date of birth (same counting and lock as a link sign-in). Issues a new session
 * and token; the old session is revoked. A patient outside the login answers 404.
 */
export async function switchPatient(
  deps: Pick<AppDeps, 'db' | 'signingKey'>,
  request: FastifyRequest,
  principal: PortalPrincipal,
  body: PortalAuthLoginWithNewPatientBody,
): Promise<OpenedPortalSession> {
  const dateOfBirth = requireDateOfBirth(body.dateOfBirth);
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx): Promise<SignInOutcome> => {
    if (!(await findAccess(tx, principal.loginId, body.patientId))) throw notFound();
    const check = await checkDateOfBirth(tx, request, {
      patientId: body.patientId,
      dateOfBirth,
      linkId: null,
      now,
    });
    if (check.kind !== 'ok') return { refused: check.kind };
    await revokeSession(tx, principal.sessionId, now);
    return {
      session: await openPortalSession(tx, request, deps.signingKey, {
        loginId: principal.loginId,
        patient: check.patient,
      }),
    };
  });
  return sessionOrThrow(outcome);
}
