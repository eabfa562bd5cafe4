import type { CoreBillingRefundBody } from '@clinic/api-contract';
import { formatMoneyUsd } from '@clinic/forms-core';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound, refused, refusedWith } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import type { Database } from '../../db/database';
import { paymentRefunds, payments } from '../../db/schema';
import { statementCardDetails } from '../cards/cardLabels';
import {
  type Lookup,
  type OutcomeUnknown,
  outcomeUnknown,
  type PaymentGateway,
  type RefundResult,
} from '../gateway/paymentGateway';
import { postLedgerLine } from '../ledger/postLedgerLine';
import { statementLineDescriptions } from '../ledger/statementLineKind';
import { centsToDollars } from '../money';

type RefundRow = typeof paymentRefunds.$inferSelect;

export interface RefundAttempt extends CoreBillingRefundBody {
  patientId: string;
  paymentId: string;
  staffUserId: string;
}

/**
 * Gives back (part of) a succeeded payment through the gateway, once per idempotency key. The
 * pending refund is written first (payment row locked, refunds made or under way counted), so
 * two refunds at once never return more than was paid; the gateway's answer then posts the
 * ledger line (the balance rises by the refund) with its audit row in one transaction. A lost
 * answer keeps the refund pending: a resubmission asks the gateway before refunding again.
 */
export async function refundPayment(
  db: Database,
  gateway: PaymentGateway,
  request: FastifyRequest,
  attempt: RefundAttempt,
): Promise<void> {
  const start = await startRefund(db, request, attempt);
  if (!start) {
    await recordAudit(db, request, {
      action: 'refund',
      resource: 'Payment',
      resourceId: attempt.paymentId,
      patientId: attempt.patientId,
      outcome: 'denied',
    });
    throw notFound();
  }
  const { refund, started, chargeReference } = start;
  if (refund.status === 'succeeded') return;
  if (refund.status === 'failed') throw refundFailed(refund.failureMessage ?? '');
  if (!started && !refund.outcomeUnknownAt) throw refusedWith(409, 'refundStillProcessing');
  if (!started) {
    const looked: Lookup<RefundResult> | OutcomeUnknown = await gateway
      .lookupRefund(chargeReference, refund.id)
      .catch((): OutcomeUnknown => outcomeUnknown);
    if ('kind' in looked) throw refusedWith(409, 'refundStillProcessing');
    if (looked.found) return settleRefund(db, request, refund, looked.result);
  }
  const result = await gateway
    .refund(chargeReference, refund.amountCents, refund.id)
    .catch((error: unknown): OutcomeUnknown => {
      request.log.error({ err: error, refundId: refund.id }, 'payment gateway refund failed');
      return outcomeUnknown;
    });
  return settleRefund(db, request, refund, result);
}

const refundFailed = (message: string) =>
  refused(402, 'refundFailed', `The refund was not made: ${message}`, { message });

async function startRefund(db: Database, request: FastifyRequest, attempt: RefundAttempt) {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, attempt.paymentId), eq(payments.patientId, attempt.patientId)))
      .for('update');
    if (!payment) return undefined;
    const chargeReference = payment.gatewayReference ?? '';
    const [earlier] = await tx
      .select()
      .from(paymentRefunds)
      .where(
        and(
          eq(paymentRefunds.paymentId, payment.id),
          eq(paymentRefunds.idempotencyKey, attempt.idempotencyKey),
        ),
      );
    if (earlier) {
      if (earlier.amountCents !== attempt.amountCents) throw refusedWith(409, 'refundAmountChanged');
      return { refund: earlier, started: false, chargeReference };
    }
    if (payment.status !== 'succeeded' || !payment.gatewayReference)
      throw refusedWith(409, 'paymentNotRefundable');
    const [given] = await tx
      .select({ cents: sql<number>`coalesce(sum(${paymentRefunds.amountCents}), 0)::int` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.paymentId, payment.id), ne(paymentRefunds.status, 'failed')));
    const refundableCents = payment.amountCents - (given?.cents ?? 0);
    if (attempt.amountCents > refundableCents) {
      const refundable = formatMoneyUsd(centsToDollars(Math.max(refundableCents, 0)));
      throw refused(
        400,
        'refundOverPaid',
        `The refund cannot be more than the ${refundable} still refundable on this payment.`,
        { refundable },
      );
    }
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        paymentId: payment.id,
        patientId: payment.patientId,
        idempotencyKey: attempt.idempotencyKey,
        amountCents: attempt.amountCents,
        status: 'pending',
        reason: attempt.reason,
        createdById: attempt.staffUserId,
      })
      .returning();
    if (!refund) throw new Error('refund insert returned nothing');
    await recordAudit(tx, request, {
      action: 'create',
      resource: 'Refund',
      resourceId: refund.id,
      patientId: payment.patientId,
    });
    return { refund, started: true, chargeReference };
  });
}

async function settleRefund(
  db: Database,
  request: FastifyRequest,
  refund: RefundRow,
  result: RefundResult | OutcomeUnknown,
): Promise<void> {
  const pendingRow = and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'pending'));
  const now = new Date();
  const at = now.toISOString();
  const audit = { action: 'refund', resource: 'Refund', resourceId: refund.id, patientId: refund.patientId };
  if (!result.ok && result.kind === 'unknown') {
    await db.transaction(async (tx) => {
      await tx.update(paymentRefunds).set({ outcomeUnknownAt: at }).where(pendingRow);
      await recordAudit(tx, request, { ...audit, action: 'refund-outcome-unknown', outcome: 'failure' });
    });
    throw refusedWith(409, 'refundStillProcessing');
  }
  if (!result.ok) {
    await db.transaction(async (tx) => {
      await tx
        .update(paymentRefunds)
        .set({ status: 'failed', failureMessage: result.message, completedAt: at })
        .where(pendingRow);
      await recordAudit(tx, request, { ...audit, outcome: 'failure' });
    });
    throw refundFailed(result.message);
  }
  await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(paymentRefunds)
      .set({ status: 'succeeded', gatewayReference: result.reference, completedAt: at })
      .where(pendingRow)
      .returning({ id: paymentRefunds.id });
    // Only one request settles a refund; never raise a balance twice.
    if (!claimed) return;
    const [payment] = await tx
      .select({ brand: payments.brand, last4: payments.last4 })
      .from(payments)
      .where(eq(payments.id, refund.paymentId));
    await postLedgerLine(
      tx,
      refund.patientId,
      {
        entryType: 'refund',
        description: statementLineDescriptions.refund,
        details: statementCardDetails(payment?.brand ?? 'Card', payment?.last4 ?? ''),
        paymentsCents: -refund.amountCents,
        note: refund.reason,
        paymentId: refund.paymentId,
        refundId: refund.id,
        postedById: refund.createdById,
      },
      now,
    );
    await recordAudit(tx, request, audit);
  });
}
