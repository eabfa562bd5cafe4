import { lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  appointmentReminderCodes,
  appointmentRequestCodes,
  eformLinks,
  eformSessions,
  portalSignInFailures,
  portalSignInLinks,
  sessions,
  slotHolds,
} from '../db/schema';

/**
 * Expired sign-in links, sessions, e-form links, request and reminder codes are kept 30 days after they
 * die (so an old link still says "expired" rather than "not found"), then deleted: they are
 * hashes of dead secrets and would otherwise grow without end. Sign-in failures count over 24
 * hours only. The request wizard's slot holds go as soon as they expire (bookings also clear
 * the expired holds of the clinicians they lock).
 */
export async function deleteExpiredLinks(db: Database): Promise<void> {
  const monthAgo = sql`now() - interval '30 days'`;
  await db.transaction(async (tx) => {
    await tx.delete(eformSessions).where(lt(eformSessions.expiresAt, monthAgo));
    await tx.delete(eformLinks).where(lt(eformLinks.expiresAt, monthAgo));
    await tx.delete(portalSignInLinks).where(lt(portalSignInLinks.expiresAt, monthAgo));
    await tx.delete(sessions).where(lt(sessions.expiresAt, monthAgo));
    await tx.delete(appointmentRequestCodes).where(lt(appointmentRequestCodes.expiresAt, monthAgo));
    await tx.delete(appointmentReminderCodes).where(lt(appointmentReminderCodes.expiresAt, monthAgo));
    await tx.delete(portalSignInFailures).where(lt(portalSignInFailures.at, monthAgo));
    await tx.delete(slotHolds).where(lt(slotHolds.expiresAt, sql`now()`));
  });
}
