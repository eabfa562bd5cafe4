import { eq, sql } from 'drizzle-orm';
import { notFound } from '../../app/httpError';
import type { Queryable } from '../../db/database';
import { patients, paymentHistory } from '../../db/schema';
import { locationToday } from './locationToday';

export type LedgerLineInput = Omit<
  typeof paymentHistory.$inferInsert,
  'id' | 'patientId' | 'balanceCents' | 'seq' | 'amountCents' | 'createdAt' | 'date'
> & {
  /** The date of service; the posting day on the patient's location clock when absent. */
  date?: string | null;
};

export type LedgerLineRow = typeof paymentHistory.$inferSelect;

/**
 * Adds one line to a patient's ledger inside the caller's transaction: moves the patient's
 * balance by charges − payments (the update locks the patient row, so postings of one patient
 * happen one at a time) and stores the balance right after it on the line. This is the only
 * place the server changes a balance, which is what keeps the ledger summing to it.
 */
export async function postLedgerLine(
  tx: Queryable,
  patientId: string,
  line: LedgerLineInput,
  now = new Date(),
): Promise<LedgerLineRow> {
  const delta = (line.chargesCents ?? 0) - (line.paymentsCents ?? 0);
  const at = now.toISOString();
  const [patient] = await tx
    .update(patients)
    .set({ balanceCents: sql`${patients.balanceCents} + ${delta}`, updatedAt: at })
    .where(eq(patients.id, patientId))
    .returning({ balanceCents: patients.balanceCents, locationId: patients.locationId });
  if (!patient) throw notFound();
  const [row] = await tx
    .insert(paymentHistory)
    .values({
      ...line,
      patientId,
      // A payment, refund or adjustment is the patient's location's takings.
      locationId: line.locationId ?? patient.locationId,
      date: line.date ?? (await locationToday(tx, patient.locationId, now)),
      balanceCents: patient.balanceCents,
      amountCents: Math.abs(delta),
      createdAt: at,
    })
    .returning();
  if (!row) throw new Error('ledger insert returned nothing');
  return row;
}
