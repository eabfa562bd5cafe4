import { asc, inArray } from 'drizzle-orm';
import type { Transaction } from '../db/database';
import { clinicians } from '../db/schema';

/**
 * Locks the clinicians' rows until the transaction ends, so two bookings of one clinician run
 * one after the other and the second sees the first's appointment: never a double booking.
 * Always in id order, so two transactions cannot wait on each other.
 */
export async function lockClinicians(tx: Transaction, clinicianIds: readonly string[]): Promise<void> {
  if (clinicianIds.length === 0) return;
  await tx
    .select({ id: clinicians.id })
    .from(clinicians)
    .where(inArray(clinicians.id, [...clinicianIds]))
    .orderBy(asc(clinicians.id))
    .for('update');
}
