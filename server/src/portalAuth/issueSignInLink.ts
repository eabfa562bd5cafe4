import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { portalSignInLinks } from '../db/schema';
import { hashSignInCode, newSignInCode } from './signInCode';
import { signInLinkLifetimeMs } from './signInPolicy';

/** A new link for the login, revoking its older ones; returns the code (never stored). */
export async function issueSignInLink(tx: Queryable, loginId: string, now = new Date()): Promise<string> {
  await tx
    .update(portalSignInLinks)
    .set({ revokedAt: now.toISOString() })
    .where(
      and(
        eq(portalSignInLinks.loginId, loginId),
        isNull(portalSignInLinks.usedAt),
        isNull(portalSignInLinks.revokedAt),
      ),
    );
  const code = newSignInCode();
  await tx.insert(portalSignInLinks).values({
    loginId,
    codeHash: hashSignInCode(code),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + signInLinkLifetimeMs).toISOString(),
  });
  return code;
}
