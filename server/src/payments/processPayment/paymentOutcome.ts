import { setTimeout as sleep } from 'node:timers/promises';
import type { BillingPaymentSucceeded } from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import { refused } from '../../app/httpError';
import type { Queryable } from '../../db/database';
import { patients, paymentHistory, payments } from '../../db/schema';
import { storedPaymentFailureError } from '../cards/cardFailureError';
import { paymentTypeLabel } from '../cards/cardLabels';
import { centsToDollars } from '../money';
import { patientName } from '../patientName';
import type { PaymentRow } from './startPayment';

const pollEveryMs = 25;
/** Longer than any gateway answer; a payment still pending after this needs a person to look. */
const settleTimeoutMs = 20_000;

export const stillProcessingMessage =
  'This payment is still being processed. Please check your payment history in a few minutes.';

/** The payment once settled, waiting while another request's charge with the same key runs. */
export async function awaitSettledPayment(db: Queryable, paymentId: string): Promise<PaymentRow> {
  const deadline = Date.now() + settleTimeoutMs;
  for (;;) {
    const [row] = await db.select().from(payments).where(eq(payments.id, paymentId));
    if (!row) throw refused(409, 'paymentStillProcessing', stillProcessingMessage);
    if (row.status !== 'pending') return row;
    if (Date.now() > deadline) throw refused(409, 'paymentStillProcessing', stillProcessingMessage);
    await sleep(pollEveryMs);
  }
}

/**
 * The reply of a settled payment, built from what was stored: the first submission and every
 * resubmission with its key get the same answer. A refusal is 402 with the gateway's message.
 */
export async function settledPaymentReply(
  db: Queryable,
  payment: PaymentRow,
): Promise<BillingPaymentSucceeded> {
  if (payment.status !== 'succeeded') {
    throw storedPaymentFailureError(payment.failureMessage);
  }
  const [patient] = await db.select().from(patients).where(eq(patients.id, payment.patientId));
  const [line] = payment.completedAt
    ? await db
        .select({ balanceCents: paymentHistory.balanceCents })
        .from(paymentHistory)
        .where(
          and(
            eq(paymentHistory.patientId, payment.patientId),
            eq(paymentHistory.createdAt, payment.completedAt),
          ),
        )
    : [];
  return {
    status: 'succeeded',
    paymentId: payment.id,
    patientName: patient ? patientName(patient) : '',
    paymentType: paymentTypeLabel(payment.brand ?? 'Card', payment.last4 ?? ''),
    amountPaid: centsToDollars(payment.amountCents),
    newBalance: centsToDollars(line?.balanceCents ?? patient?.balanceCents ?? 0),
  };
}
