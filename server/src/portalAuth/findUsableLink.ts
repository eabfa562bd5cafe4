import { eq, sql } from 'drizzle-orm';
import { refused } from '../app/httpError';
import type { Queryable } from '../db/database';
import { portalLogins, portalSignInLinks } from '../db/schema';
import { hashSignInCode } from './signInCode';
import { emailNotFoundMessage, expiredLinkMessage } from './signInMessages';
import { maxLinkFailures } from './signInPolicy';

export type SignInLinkRow = typeof portalSignInLinks.$inferSelect;

/**
 * The link of `code` if it can still sign someone in; otherwise a 400 that says only
 * "expired" (unknown, used, expired, revoked and dead links alike). Reading consumes nothing.
 * With `forUpdate`, the row stays locked until the transaction ends, so concurrent sign-ins
 * with one link take turns and see each other's changes.
 */
export async function findUsableLink(
  tx: Queryable,
  code: string,
  options: { forUpdate: boolean; now?: Date },
): Promise<SignInLinkRow> {
  const query = tx
    .select({ link: portalSignInLinks, loginDeletedAt: portalLogins.deletedAt })
    .from(portalSignInLinks)
    .innerJoin(portalLogins, eq(portalLogins.id, portalSignInLinks.loginId))
    .where(eq(portalSignInLinks.codeHash, hashSignInCode(code)));
  const [row] = options.forUpdate ? await query.for('update', { of: portalSignInLinks }) : await query;
  const now = (options.now ?? new Date()).getTime();
  const usable =
    row !== undefined &&
    row.link.usedAt === null &&
    row.link.revokedAt === null &&
    row.link.failedAttempts < maxLinkFailures &&
    Date.parse(row.link.expiresAt) > now;
  if (!usable) throw refused(400, 'expiredLink', expiredLinkMessage);
  if (row.loginDeletedAt !== null) throw refused(400, 'emailNotFound', emailNotFoundMessage);
  return row.link;
}

/** One more wrong attempt with the link, counted atomically in the database. */
export async function countLinkFailure(tx: Queryable, linkId: string): Promise<void> {
  await tx
    .update(portalSignInLinks)
    .set({ failedAttempts: sql`${portalSignInLinks.failedAttempts} + 1` })
    .where(eq(portalSignInLinks.id, linkId));
}
