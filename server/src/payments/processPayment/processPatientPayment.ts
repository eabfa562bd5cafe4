import type { BillingPaymentSucceeded } from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { refused } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import type { Database } from '../../db/database';
import { payments } from '../../db/schema';
import {
  type ChargeResult,
  type OutcomeUnknown,
  outcomeUnknown,
  type PaymentGateway,
} from '../gateway/paymentGateway';
import { completePayment } from './completePayment';
import { awaitSettledPayment, settledPaymentReply, stillProcessingMessage } from './paymentOutcome';
import { type PaymentSource, type PaymentSourceInput, resolvePaymentSource } from './paymentSource';
import { findPaymentByKey, type PaymentRow, type PaymentStart, startPayment } from './startPayment';

export interface PaymentAttempt {
  patientId: string;
  amountCents: number;
  idempotencyKey: string;
  source: PaymentSourceInput;
  createdBy: PaymentStart['createdBy'];
}

const stillProcessing = () => refused(409, 'paymentStillProcessing', stillProcessingMessage);

/**
 * Charges a patient once per idempotency key: look for the key, tokenise, write the pending
 * row, charge, record the outcome. A resubmission (also one arriving in parallel) waits for
 * the first and answers its outcome without calling the gateway. A charge whose answer was
 * lost stays pending; resubmitting it asks the gateway first and charges only if it never
 * arrived (with the same gateway key, so even then it cannot charge twice).
 */
export async function processPatientPayment(
  db: Database,
  gateway: PaymentGateway,
  request: FastifyRequest,
  attempt: PaymentAttempt,
): Promise<BillingPaymentSucceeded> {
  const earlier = await findPaymentByKey(db, attempt.patientId, attempt.idempotencyKey);
  if (earlier) return replay(db, gateway, request, earlier, attempt);

  const source = await resolvePaymentSource(db, gateway, attempt.patientId, attempt.source);
  const start = await startPayment(db, request, { ...attempt, source });
  if (!start.started) return replay(db, gateway, request, start.payment, attempt);
  return chargeAndSettle(db, gateway, request, start.payment, source);
}

async function chargeAndSettle(
  db: Database,
  gateway: PaymentGateway,
  request: FastifyRequest,
  payment: PaymentRow,
  source: PaymentSource,
): Promise<BillingPaymentSucceeded> {
  // The payment id is the gateway's idempotency key: unique per (patient, key).
  const result = await gateway
    .charge(source.token, payment.amountCents, payment.id)
    .catch((error: unknown): OutcomeUnknown => {
      request.log.error({ err: error, paymentId: payment.id }, 'payment gateway call failed');
      return outcomeUnknown;
    });
  return settle(db, request, payment, source, result);
}

async function settle(
  db: Database,
  request: FastifyRequest,
  payment: PaymentRow,
  source: PaymentSource,
  result: ChargeResult | OutcomeUnknown,
): Promise<BillingPaymentSucceeded> {
  if (!result.ok && result.kind === 'unknown') {
    await db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ outcomeUnknownAt: new Date().toISOString() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
      await recordAudit(tx, request, {
        action: 'pay-outcome-unknown',
        resource: 'Payment',
        resourceId: payment.id,
        patientId: payment.patientId,
        outcome: 'failure',
      });
    });
    throw stillProcessing();
  }
  await completePayment(db, request, payment, source, result);
  return settledPaymentReply(db, await awaitSettledPayment(db, payment.id));
}

async function replay(
  db: Database,
  gateway: PaymentGateway,
  request: FastifyRequest,
  payment: PaymentRow,
  attempt: PaymentAttempt,
): Promise<BillingPaymentSucceeded> {
  if (payment.amountCents !== attempt.amountCents) {
    throw refused(
      409,
      'paymentAmountChanged',
      'This payment was already submitted with a different amount. Please start a new payment.',
    );
  }
  if (payment.status === 'pending' && payment.outcomeUnknownAt) {
    return settleUnknown(db, gateway, request, payment, attempt);
  }
  const settled = await awaitSettledPayment(db, payment.id);
  await recordAudit(db, request, {
    action: 'read',
    resource: 'Payment',
    resourceId: payment.id,
    patientId: payment.patientId,
  });
  return settledPaymentReply(db, settled);
}

/** A payment whose charge answer was lost: what the gateway did with its key decides, never a second charge. */
async function settleUnknown(
  db: Database,
  gateway: PaymentGateway,
  request: FastifyRequest,
  payment: PaymentRow,
  attempt: PaymentAttempt,
): Promise<BillingPaymentSucceeded> {
  const looked = await gateway.lookupCharge(payment.id).catch((): OutcomeUnknown => outcomeUnknown);
  if ('kind' in looked) throw stillProcessing();
  const source = await resolvePaymentSource(db, gateway, attempt.patientId, attempt.source);
  if (looked.found) return settle(db, request, payment, source, looked.result);
  return chargeAndSettle(db, gateway, request, payment, source);
}
