import { formatMoneyUsd } from '@clinic/forms-core';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { notFound, refused } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import type { Database, Queryable } from '../../db/database';
import { patients, payments } from '../../db/schema';
import { centsToDollars } from '../money';
import type { PaymentSource } from './paymentSource';

export type PaymentRow = typeof payments.$inferSelect;

export interface PaymentStart {
  patientId: string;
  idempotencyKey: string;
  amountCents: number;
  source: PaymentSource;
  createdBy: { type: 'staff' | 'portal'; id: string };
}

export function findPaymentByKey(
  db: Queryable,
  patientId: string,
  idempotencyKey: string,
): Promise<PaymentRow | undefined> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.patientId, patientId), eq(payments.idempotencyKey, idempotencyKey)))
    .then((rows) => rows[0]);
}

/**
 * Writes the 'pending' payment row, committed before the gateway is called: a second submission
 * with the same key finds it and waits for its outcome instead of charging again. The patient
 * row is locked meanwhile, so payments of one patient are checked one at a time against the
 * balance less what is already being charged.
 */
export async function startPayment(
  db: Database,
  request: FastifyRequest,
  start: PaymentStart,
): Promise<{ started: true; payment: PaymentRow } | { started: false; payment: PaymentRow }> {
  return db.transaction(async (tx) => {
    const [patient] = await tx
      .select({ balanceCents: patients.balanceCents })
      .from(patients)
      .where(eq(patients.id, start.patientId))
      .for('update');
    if (!patient) throw notFound();
    const earlier = await findPaymentByKey(tx, start.patientId, start.idempotencyKey);
    if (earlier) return { started: false, payment: earlier };

    const [inFlight] = await tx
      .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
      .from(payments)
      .where(and(eq(payments.patientId, start.patientId), eq(payments.status, 'pending')));
    const payableCents = patient.balanceCents - (inFlight?.cents ?? 0);
    if (start.amountCents > payableCents) {
      const balance = formatMoneyUsd(centsToDollars(Math.max(payableCents, 0)));
      throw refused(
        400,
        'amountOverBalance',
        `The amount cannot be more than the balance due of ${balance}.`,
        {
          balance,
        },
      );
    }

    const [payment] = await tx
      .insert(payments)
      .values({
        patientId: start.patientId,
        idempotencyKey: start.idempotencyKey,
        amountCents: start.amountCents,
        status: 'pending',
        paymentMethodId: start.source.paymentMethodId,
        brand: start.source.brand,
        last4: start.source.last4,
        createdByType: start.createdBy.type,
        createdById: start.createdBy.id,
      })
      .returning();
    if (!payment) throw new Error('payment insert returned nothing');
    await recordAudit(tx, request, {
      action: 'create',
      resource: 'Payment',
      resourceId: payment.id,
      patientId: start.patientId,
    });
    return { started: true, payment };
  });
}
