import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { patients } from './patients';

/** A portal sign-in identity: an e-mail address, linked to one or more patients. */
export const portalLogins = pgTable(
  'portal_logins',
  {
    id: idColumn(),
    /** Lower-cased and trimmed before it is stored or looked up. */
    email: text('email').notNull(),
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [uniqueIndex('portal_logins_email_idx').on(t.email)],
);

export const portalLoginPatients = pgTable(
  'portal_login_patients',
  {
    loginId: uuid('login_id')
      .notNull()
      .references(() => portalLogins.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.loginId, t.patientId] }),
    index('portal_login_patients_patient_idx').on(t.patientId),
  ],
);
