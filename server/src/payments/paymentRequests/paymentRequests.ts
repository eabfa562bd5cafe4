import type { BillingPaymentRequest } from '@clinic/api-contract';
import { and, desc, eq } from 'drizzle-orm';
import { notFound } from '../../app/httpError';
import type { Queryable, Transaction } from '../../db/database';
import { paymentRequests } from '../../db/schema';
import { centsToDollars } from '../money';

export type PaymentRequestRow = typeof paymentRequests.$inferSelect;

export function toPaymentRequest(row: PaymentRequestRow, patientName: string): BillingPaymentRequest {
  return {
    id: row.id,
    patientId: row.patientId,
    patientName,
    amount: centsToDollars(row.amountCents),
    status: row.status,
    disabled: row.disabled,
    lastFetchedAt: row.lastFetchedAt,
    createdAt: row.createdAt,
  };
}

const openRequestOf = (patientId: string) =>
  and(
    eq(paymentRequests.patientId, patientId),
    eq(paymentRequests.status, 'open'),
    eq(paymentRequests.disabled, false),
  );

/** A request of this patient; another patient's is not found. */
export async function findPaymentRequest(
  db: Queryable,
  patientId: string,
  requestId: string,
): Promise<PaymentRequestRow> {
  const [row] = await db
    .select()
    .from(paymentRequests)
    .where(and(eq(paymentRequests.id, requestId), eq(paymentRequests.patientId, patientId)));
  if (!row) throw notFound();
  return row;
}

/**
 * The patient's open request, created for the whole balance when there is none. Nothing is
 * opened while nothing is owed. The caller holds the patient row locked, so two calls at once
 * never open two requests.
 */
export async function openPaymentRequest(
  tx: Transaction,
  patientId: string,
  balanceCents: number,
): Promise<{ request: PaymentRequestRow | null; created: boolean }> {
  const [open] = await tx
    .select()
    .from(paymentRequests)
    .where(openRequestOf(patientId))
    .orderBy(desc(paymentRequests.createdAt))
    .limit(1);
  if (open) return { request: open, created: false };
  if (balanceCents <= 0) return { request: null, created: false };
  const [created] = await tx
    .insert(paymentRequests)
    .values({ patientId, amountCents: balanceCents })
    .returning();
  return { request: created ?? null, created: true };
}

/** After a payment: open requests ask for what is still owed, or are paid once nothing is. */
export async function settleOpenPaymentRequests(
  tx: Transaction,
  patientId: string,
  balanceCents: number,
): Promise<void> {
  await tx
    .update(paymentRequests)
    .set(balanceCents <= 0 ? { status: 'paid' } : { amountCents: balanceCents })
    .where(openRequestOf(patientId));
}

/** Records that the hosted page fetched the request; `disable` closes an open one for good. */
export async function recordPaymentRequestFetch(
  tx: Transaction,
  row: PaymentRequestRow,
  disable: boolean,
  now: Date,
): Promise<PaymentRequestRow> {
  const [updated] = await tx
    .update(paymentRequests)
    .set({
      lastFetchedAt: now.toISOString(),
      ...(disable ? { disabled: true, status: row.status === 'open' ? 'cancelled' : row.status } : {}),
    })
    .where(eq(paymentRequests.id, row.id))
    .returning();
  if (!updated) throw notFound();
  return updated;
}
