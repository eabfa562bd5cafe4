import { and, eq, isNull, notInArray, sql } from 'drizzle-orm';
import { sessionCache } from '../../../../auth/sessionCache';
import type { Transaction } from '../../../../db/database';
import { portalSignInLinks, sessions } from '../../../../db/schema';

/**
 * Ends what a login can still do: its live sessions (all of them, or only those acting for
 * a patient outside `keepPatientIds`) and, when all access ends, its unused sign-in links.
 */
export async function endPortalAccess(
  tx: Transaction,
  loginId: string,
  keepPatientIds?: readonly string[],
): Promise<void> {
  sessionCache.clear();
  const now = sql`now()`;
  const patientScope =
    keepPatientIds && keepPatientIds.length > 0
      ? notInArray(sessions.patientId, [...keepPatientIds])
      : undefined;
  await tx
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.loginId, loginId), isNull(sessions.revokedAt), patientScope));
  if (keepPatientIds) return;
  await tx
    .update(portalSignInLinks)
    .set({ revokedAt: now })
    .where(and(eq(portalSignInLinks.loginId, loginId), isNull(portalSignInLinks.revokedAt)));
}
