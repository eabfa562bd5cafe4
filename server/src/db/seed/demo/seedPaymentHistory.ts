import type { Transaction } from '../../database';
import { paymentHistory } from '../../schema';
import type { DemoLedgerLine } from '../data/patients';
import { withRunningBalance } from './ledger';
import { formatDate } from './wallClock';

const dayMs = 86_400_000;

/**
 * The patient's statement lines. createdAt is spread over the lines in order because rows written
 * in one transaction would otherwise share now(), and the statement sorts by date then createdAt.
 */
export async function seedPaymentHistory(
  tx: Transaction,
  patientId: string,
  ledger: readonly DemoLedgerLine[],
  locationToday: Date,
): Promise<void> {
  const rows = withRunningBalance(ledger).map((line, index) => {
    const day = new Date(locationToday.getTime() + line.dayOffset * dayMs);
    return {
      patientId,
      date: formatDate(day),
      description: line.description,
      details: line.details,
      chargesCents: line.chargesCents,
      paymentsCents: line.paymentsCents,
      balanceCents: line.balanceCents,
      // The amount of the transaction itself, whichever side it is on.
      amountCents: line.chargesCents + line.paymentsCents,
      createdAt: new Date(day.getTime() + (12 * 60 + index) * 60_000).toISOString(),
    };
  });
  if (rows.length > 0) await tx.insert(paymentHistory).values(rows);
}
