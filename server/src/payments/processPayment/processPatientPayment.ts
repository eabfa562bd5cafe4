import type { BillingPaymentSucceeded } from '@clinic/api-contract';
import type { FastifyRequest } from 'fastify';
import { refused } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import type { Database } from '../../db/database';
import { type ChargeResult, cardFailure, type PaymentGateway } from '../gateway/paymentGateway';
import { completePayment } from './completePayment';
import { awaitSettledPayment, settledPaymentReply } from './paymentOutcome';
import { type PaymentSourceInput, resolvePaymentSource } from './paymentSource';
import { findPaymentByKey, type PaymentRow, type PaymentStart, startPayment } from './startPayment';

export interface PaymentAttempt {
  patientId: string;
  amountCents: number;
  idempotencyKey: string;
  source: PaymentSourceInput;
  createdBy: PaymentStart['createdBy'];
}

/**
 * Charges a patient once per idempotency key: look for the key, tokenise, write the pending
 * row, charge, record the outcome. A resubmission (also one arriving in parallel) waits for
 * the first and answers its outcome without calling the gateway.
 */
export async function processPatientPayment(
  db: Database,
  gateway: PaymentGateway,
  request: FastifyRequest,
  attempt: PaymentAttempt,
): Promise<BillingPaymentSucceeded> {
  const earlier = await findPaymentByKey(db, attempt.patientId, attempt.idempotencyKey);
  if (earlier) return replay(db, request, earlier, attempt);

  const source = await resolvePaymentSource(db, gateway, attempt.patientId, attempt.source);
  const start = await startPayment(db, request, { ...attempt, source });
  if (!start.started) return replay(db, request, start.payment, attempt);

  // The payment id is the gateway's idempotency key: unique per (patient, key).
  const result: ChargeResult = await gateway
    .charge(source.token, attempt.amountCents, start.payment.id)
    .catch((error: unknown) => {
      request.log.error({ err: error, paymentId: start.payment.id }, 'payment gateway call failed');
      return cardFailure('processing_error');
    });
  await completePayment(db, request, start.payment, source, result);
  return settledPaymentReply(db, await awaitSettledPayment(db, start.payment.id));
}

async function replay(
  db: Database,
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
  const settled = await awaitSettledPayment(db, payment.id);
  await recordAudit(db, request, {
    action: 'read',
    resource: 'Payment',
    resourceId: payment.id,
    patientId: payment.patientId,
  });
  return settledPaymentReply(db, settled);
}
