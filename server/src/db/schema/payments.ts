import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { patients } from './patients';

/**
 * A saved card. Only the gateway's token and what a person may see of the card are kept:
 * never the number or the CVV.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    gatewayToken: text('gateway_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    holderName: text('holder_name').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [index('payment_methods_patient_idx').on(t.patientId)],
);

/** One charge attempt. The idempotency key makes a resubmitted payment return the first outcome. */
export const payments = pgTable(
  'payments',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    brand: text('brand'),
    last4: text('last4'),
    gatewayReference: text('gateway_reference'),
    /** The gateway's decline or error text, shown under 'Transaction error'. */
    failureMessage: text('failure_message'),
    createdByType: text('created_by_type', { enum: ['staff', 'portal'] }).notNull(),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
    /** Set when the gateway's answer was lost (time-out): the payment stays pending until a lookup tells. */
    outcomeUnknownAt: instant('outcome_unknown_at'),
  },
  (t) => [
    uniqueIndex('payments_idempotency_idx').on(t.patientId, t.idempotencyKey),
    index('payments_patient_idx').on(t.patientId),
  ],
);

/** A hosted payment request (the spec's ImaginePaymentRequest / getPaymentRequestId calls). */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['open', 'paid', 'cancelled'] })
      .notNull()
      .default('open'),
    lastFetchedAt: instant('last_fetched_at'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('payment_requests_patient_idx').on(t.patientId)],
);

/**
 * A refund of (part of) a succeeded payment. Pending rows count against what may still be
 * refunded, so two refunds at once can never return more than was paid.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: idColumn(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    idempotencyKey: text('idempotency_key').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] }).notNull(),
    reason: text('reason').notNull().default(''),
    gatewayReference: text('gateway_reference'),
    failureMessage: text('failure_message'),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
    completedAt: instant('completed_at'),
    outcomeUnknownAt: instant('outcome_unknown_at'),
  },
  (t) => [
    uniqueIndex('payment_refunds_idempotency_idx').on(t.paymentId, t.idempotencyKey),
    index('payment_refunds_payment_idx').on(t.paymentId),
  ],
);
