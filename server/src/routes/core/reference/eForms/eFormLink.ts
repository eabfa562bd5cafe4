import {
  coreReferenceEFormExpiredMessage,
  coreReferenceEFormSessionIdleMinutes,
  coreReferenceEFormSessionMessages,
} from '@clinic/api-contract';
import { and, eq, gt, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { refused } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { documents, eformLinks, eformSessions } from '../../../../db/schema';
import { hashSignInCode } from '../../../../portalAuth/signInCode';
import { maxLinkFailures } from '../../../../portalAuth/signInPolicy';

export type EFormLink = typeof eformLinks.$inferSelect;

/** Unknown, expired, revoked and completed links all look the same to the visitor. */
export const eFormExpired = () => refused(404, 'expiredLink', coreReferenceEFormExpiredMessage);

/** A link that may still be used: not revoked, not used up, not expired, not dead of wrong dates of birth. */
export function usableLink(): SQL {
  return and(
    isNull(eformLinks.revokedAt),
    isNull(eformLinks.completedAt),
    gt(eformLinks.expiresAt, sql`now()`),
    lt(eformLinks.failedAttempts, maxLinkFailures),
  ) as SQL;
}

/** The e-mailed code's usable link, locked for the transaction, or 404 with the expired-link message. */
export async function linkOfCode(db: Queryable, code: string): Promise<EFormLink> {
  const [link] = await db
    .select()
    .from(eformLinks)
    .where(and(eq(eformLinks.codeHash, hashSignInCode(code)), usableLink()))
    .for('update');
  if (!link) throw eFormExpired();
  return link;
}

/** A ticket that no longer opens anything: the page asks for the date of birth again. */
export const eFormSessionEnded = () =>
  refused(403, 'eFormSessionEnded', coreReferenceEFormSessionMessages.sessionEnded);

/**
 * The usable link of an e-form session ticket (the `{id}` of every EForms call but the
 * session's own), or 403 "session ended". Each call moves the session's idle time-out on, never
 * past the link's expiry. With `lock`, the link row is locked until the transaction ends, so two
 * submissions of one link queue up.
 */
export async function resolveEFormLink(db: Queryable, ticket: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ link: eformLinks, sessionId: eformSessions.id })
    .from(eformSessions)
    .innerJoin(eformLinks, eq(eformLinks.id, eformSessions.linkId))
    .where(
      and(
        eq(eformSessions.ticketHash, hashSignInCode(ticket)),
        gt(eformSessions.expiresAt, sql`now()`),
        usableLink(),
      ),
    );
  const [row] = options.lock ? await query.for('update', { of: eformLinks }) : await query;
  if (!row) throw eFormSessionEnded();
  await db
    .update(eformSessions)
    .set({ expiresAt: sessionExpiry(row.link.expiresAt) })
    .where(eq(eformSessions.id, row.sessionId));
  return row.link;
}

/** When a session used now ends: the idle time-out from now, or the link's expiry if sooner. */
export function sessionExpiry(linkExpiresAt: string): string {
  const idleEnd = Date.now() + coreReferenceEFormSessionIdleMinutes * 60_000;
  return new Date(Math.min(idleEnd, Date.parse(linkExpiresAt))).toISOString();
}

/**
 * The documents a link still lets the patient fill: the patient's drafts that are the link's
 * document, the members of its group, or (a link sent with "send to all") every shared draft.
 */
export function eFormDocumentScope(
  link: Pick<EFormLink, 'patientId' | 'documentId' | 'documentGroupId'>,
): SQL {
  const drafts = and(
    eq(documents.patientId, link.patientId),
    isNull(documents.deletedAt),
    eq(documents.status, 'Draft'),
  );
  const reach = link.documentId
    ? eq(documents.id, link.documentId)
    : link.documentGroupId
      ? eq(documents.documentGroupId, link.documentGroupId)
      : eq(documents.sharedWithPortal, true);
  return and(drafts, reach) as SQL;
}
