import { coreBillingEntryTypes } from '@clinic/api-contract';
import { bigint, date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clinicians } from './clinicians';
import { createdAt, idColumn } from './columns';
import { locations } from './locations';
import { patients } from './patients';
import { paymentRefunds, payments } from './payments';
import { staffUsers } from './staffUsers';

/**
 * One line of a patient's ledger (the portal's statement), with the balance right after it.
 * Money is integer cents, signed so that the balance moves by charges − payments: an adjustment
 * or a write-off that lowers the balance is a negative charge, a refund a negative payment.
 */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /** The date of service of a charge, else the day of the posting on the location's clock. */
    date: date('date', { mode: 'string' }),
    description: text('description').notNull().default(''),
    chargesCents: integer('charges_cents').notNull().default(0),
    paymentsCents: integer('payments_cents').notNull().default(0),
    balanceCents: integer('balance_cents').notNull().default(0),
    details: text('details').notNull().default(''),
    amountCents: integer('amount_cents').notNull().default(0),
    createdAt: createdAt(),
    /** Posting order: the running balance follows it, whatever the dates of service. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
    /** `imported`: from the practice-management system or the demo seed (kind read from the description). */
    entryType: text('entry_type', { enum: coreBillingEntryTypes }).notNull().default('imported'),
    /** A charge's CPT/HCPCS-style code and units. */
    serviceCode: text('service_code'),
    units: integer('units'),
    locationId: uuid('location_id').references(() => locations.id),
    clinicianId: uuid('clinician_id').references(() => clinicians.id),
    /** An adjustment's or write-off's reason code (coreBillingAdjustmentReasons). */
    reason: text('reason'),
    note: text('note').notNull().default(''),
    paymentId: uuid('payment_id').references(() => payments.id),
    refundId: uuid('refund_id').references(() => paymentRefunds.id),
    postedById: uuid('posted_by_id').references(() => staffUsers.id),
  },
  (t) => [
    index('payment_history_patient_idx').on(t.patientId, t.date),
    index('payment_history_patient_seq_idx').on(t.patientId, t.seq),
  ],
);
