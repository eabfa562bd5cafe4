import type { BillingBalanceDetails, BillingPaymentHistoryLine } from '@clinic/api-contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { paymentHistory } from '../../db/schema';
import { centsToDollars } from '../money';
import { statementLineKind } from './statementLineKind';

export type PaymentHistoryRow = typeof paymentHistory.$inferSelect;

export function toPaymentHistoryLine(row: PaymentHistoryRow): BillingPaymentHistoryLine {
  return {
    id: row.id,
    date: row.date,
    description: row.description,
    ...statementLineKind(row.description, row.details),
    charges: centsToDollars(row.chargesCents),
    payments: centsToDollars(row.paymentsCents),
    balance: centsToDollars(row.balanceCents),
    details: row.details,
    amount: centsToDollars(row.amountCents),
  };
}

/** Newest first; lines without a date ('Not selected') after the dated ones. */
export function listPaymentHistory(db: Queryable, patientId: string): Promise<PaymentHistoryRow[]> {
  return db
    .select()
    .from(paymentHistory)
    .where(eq(paymentHistory.patientId, patientId))
    .orderBy(sql`${paymentHistory.date} desc nulls last`, desc(paymentHistory.createdAt));
}

/** Totals of a statement (newest first) and its most recent payment line. */
export function balanceBreakdown(
  lines: readonly PaymentHistoryRow[],
): Pick<BillingBalanceDetails, 'charges' | 'payments' | 'lastPayment'> {
  const chargesCents = lines.reduce((sum, line) => sum + line.chargesCents, 0);
  const paymentsCents = lines.reduce((sum, line) => sum + line.paymentsCents, 0);
  const last = lines.find((line) => line.paymentsCents > 0);
  return {
    charges: centsToDollars(chargesCents),
    payments: centsToDollars(paymentsCents),
    lastPayment: last
      ? { date: last.date, amount: centsToDollars(last.paymentsCents), details: last.details }
      : null,
  };
}
