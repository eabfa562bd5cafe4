import { bigint, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { patients } from './patients';
import { staffUsers } from './staffUsers';

/**
 * An invoice (statement) issued to a patient. It is the ledger up to `throughSeq`, so its PDF
 * reads the same lines whenever it is opened; `number` is the clinic-wide invoice number.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull().unique(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    /** The last ledger line on the invoice (0: none yet). */
    throughSeq: bigint('through_seq', { mode: 'number' }).notNull(),
    balanceCents: integer('balance_cents').notNull(),
    issuedById: uuid('issued_by_id').references(() => staffUsers.id),
    createdAt: createdAt(),
    emailedAt: instant('emailed_at'),
  },
  (t) => [index('invoices_patient_idx').on(t.patientId)],
);
