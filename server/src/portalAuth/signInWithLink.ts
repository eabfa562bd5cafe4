import type { PortalAuthLoginBody } from '@clinic/api-contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app/appInstance';
import { refused } from '../app/httpError';
import { portalSignInLinks } from '../db/schema';
import { checkDateOfBirth } from './checkDateOfBirth';
import { countLinkFailure, findUsableLink } from './findUsableLink';
import { findAccess } from './linkedPatients';
import { type OpenedPortalSession, openPortalSession } from './openPortalSession';
import { requireDateOfBirth } from './parseDateOfBirth';
import { expiredLinkMessage } from './signInMessages';
import { type SignInOutcome, sessionOrThrow } from './signInOutcome';

/**
 * Login with an e-mailed link, in one transaction holding the link's row lock: the link is
 * consumed by exactly one successful attempt, and at most `maxLinkFailures` wrong dates of
 * birth are ever compared with it, however many requests run at once.
 */
export async function signInWithLink(
  deps: Pick<AppDeps, 'db' | 'signingKey'>,
  request: FastifyRequest,
  body: PortalAuthLoginBody,
): Promise<OpenedPortalSession> {
  const dateOfBirth = requireDateOfBirth(body.dateOfBirth);
  const now = new Date();
  const outcome = await deps.db.transaction(async (tx): Promise<SignInOutcome> => {
    const link = await findUsableLink(tx, body.code, { forUpdate: true, now });
    // A patient the login cannot act for is refused like a wrong date, and counts against the
    // link, but never against that patient: a link holder cannot lock a stranger out.
    if (!(await findAccess(tx, link.loginId, body.patientId))) {
      await countLinkFailure(tx, link.id);
      return { refused: 'wrong' };
    }
    const check = await checkDateOfBirth(tx, request, {
      patientId: body.patientId,
      dateOfBirth,
      linkId: link.id,
      now,
    });
    if (check.kind === 'locked') return { refused: 'locked' };
    if (check.kind === 'wrong') {
      await countLinkFailure(tx, link.id);
      return { refused: 'wrong' };
    }
    const consumed = await tx
      .update(portalSignInLinks)
      .set({ usedAt: now.toISOString() })
      .where(and(eq(portalSignInLinks.id, link.id), isNull(portalSignInLinks.usedAt)))
      .returning({ id: portalSignInLinks.id });
    if (consumed.length !== 1) throw refused(400, 'expiredLink', expiredLinkMessage);
    return {
      session: await openPortalSession(tx, request, deps.signingKey, {
        loginId: link.loginId,
        patient: check.patient,
      }),
    };
  });
  return sessionOrThrow(outcome);
}
