import { type CoreReferenceEFormSession, coreReferenceEFormSessionMessages } from '@clinic/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { refused } from '../../../../app/httpError';
import { recordAudit } from '../../../../audit/recordAudit';
import type { Database } from '../../../../db/database';
import { eformLinks, eformSessions } from '../../../../db/schema';
import { checkDateOfBirth } from '../../../../portalAuth/checkDateOfBirth';
import { parseDateOfBirth } from '../../../../portalAuth/parseDateOfBirth';
import { hashSignInCode, newSignInCode } from '../../../../portalAuth/signInCode';
import { eFormExpired, linkOfCode, sessionExpiry } from './eFormLink';
import { loadEFormDocuments } from './loadEFormDocuments';

type Outcome = { session: CoreReferenceEFormSession } | { refused: 'wrong' | 'locked' };

/**
 * The date-of-birth gate of an e-mailed e-form link, with the portal sign-in's rules: the link's
 * row is locked, so its wrong attempts are counted exactly; each wrong date counts against the
 * link (dead at `maxLinkFailures`) and, through `checkDateOfBirth`, against the patient (the
 * tenth in 24 hours locks the patient's portal sign-in and e-forms for an hour), audited. A
 * right date opens a session whose ticket (32 random bytes, stored as SHA-256) the other calls
 * take. The link stays usable: it is used up only when its documents are completed.
 */
export async function openEFormSession(
  db: Database,
  request: FastifyRequest,
  input: { code: string; dateOfBirth: string },
): Promise<CoreReferenceEFormSession> {
  const dateOfBirth = parseDateOfBirth(input.dateOfBirth);
  const now = new Date();
  // A refusal is returned, not thrown, so that the failure it recorded is committed.
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const link = await linkOfCode(tx, input.code);
    if ((await loadEFormDocuments(tx, link)).length === 0) throw eFormExpired();
    // A malformed date could never match: refused without counting, as sign-in does.
    if (!dateOfBirth) return { refused: 'wrong' };
    const check = await checkDateOfBirth(tx, request, {
      patientId: link.patientId,
      dateOfBirth,
      linkId: link.id,
      now,
      auditAction: 'eform-open',
    });
    if (check.kind === 'locked') return { refused: 'locked' };
    if (check.kind === 'wrong') {
      await tx
        .update(eformLinks)
        .set({ failedAttempts: sql`${eformLinks.failedAttempts} + 1` })
        .where(eq(eformLinks.id, link.id));
      return { refused: 'wrong' };
    }
    const ticket = newSignInCode();
    const expiresAt = sessionExpiry(link.expiresAt);
    await tx.insert(eformSessions).values({ linkId: link.id, ticketHash: hashSignInCode(ticket), expiresAt });
    await recordAudit(tx, request, {
      action: 'eform-open',
      resource: 'EFormLink',
      resourceId: link.id,
      patientId: link.patientId,
    });
    return { session: { ticket, expiresAt } };
  });
  if ('session' in outcome) return outcome.session;
  throw outcome.refused === 'locked'
    ? refused(400, 'patientLocked', coreReferenceEFormSessionMessages.patientLocked)
    : refused(400, 'invalidDateOfBirth', coreReferenceEFormSessionMessages.invalidDateOfBirth);
}
