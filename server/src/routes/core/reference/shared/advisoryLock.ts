import { sql } from 'drizzle-orm';
import type { Transaction } from '../../../../db/database';

/** Keys of the transaction-scoped advisory locks that serialise number drawing. */
export const numberingLocks = { patient: 724_311_101, episodeOfCare: 724_311_102 } as const;

/** Waits for the lock named by `key` (a number, or any text); it is released when the transaction ends. */
export async function advisoryXactLock(tx: Transaction, key: number | string): Promise<void> {
  const lockKey = typeof key === 'number' ? sql`${key}` : sql`hashtext(${key})`;
  await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
}
