import { date, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { patients } from './patients';

/** One line of a patient's statement: a charge or a payment, with the running balance after it. */
export const paymentHistory = pgTable(
  'payment_history',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    date: date('date', { mode: 'string' }),
    description: text('description').notNull().default(''),
    chargesCents: integer('charges_cents').notNull().default(0),
    paymentsCents: integer('payments_cents').notNull().default(0),
    balanceCents: integer('balance_cents').notNull().default(0),
    details: text('details').notNull().default(''),
    amountCents: integer('amount_cents').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('payment_history_patient_idx').on(t.patientId, t.date)],
);
