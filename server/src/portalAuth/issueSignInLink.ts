import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { portalSignInLinks } from '../db/schema';
import { hashSignInCode, newSignInCode } from './signInCode';
import { signInLinkLifetimeMs } from './signInPolicy';

/**
 * A new link for the login; returns the code (never stored). It revokes the login's older live
 * links asked for from the same network (`requestedFrom`, a keyed hash) and no other: links
 * asked for elsewhere, perhaps by someone who only knows the address, leave the patient's own
 * link alive until it is used or expires.
 */
export async function issueSignInLink(
  tx: Queryable,
  loginId: string,
  requestedFrom: string,
  now = new Date(),
): Promise<string> {
  await tx
    .update(portalSignInLinks)
    .set({ revokedAt: now.toISOString() })
    .where(
      and(
        eq(portalSignInLinks.loginId, loginId),
        eq(portalSignInLinks.requestedFrom, requestedFrom),
        isNull(portalSignInLinks.usedAt),
        isNull(portalSignInLinks.revokedAt),
      ),
    );
  const code = newSignInCode();
  await tx.insert(portalSignInLinks).values({
    loginId,
    codeHash: hashSignInCode(code),
    requestedFrom,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + signInLinkLifetimeMs).toISOString(),
  });
  return code;
}
