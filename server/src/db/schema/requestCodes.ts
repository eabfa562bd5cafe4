import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointmentRequests } from './appointments';
import { createdAt, idColumn, instant } from './columns';
import { patients } from './patients';
import { portalLogins } from './portalLogins';

/**
 * A single-use code e-mailed about a visitor's request: 'verifyEmail' proves the visitor reads
 * the address they gave; 'confirmLoginLink' asks the owner of an existing portal login to accept
 * the approved request's chart (loginId, patientId); 'cancelRequest' lets a visitor who cannot
 * sign in cancel the request or the appointment it became. Only the code's SHA-256 is stored.
 */
export const appointmentRequestCodes = pgTable(
  'appointment_request_codes',
  {
    id: idColumn(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => appointmentRequests.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verifyEmail', 'confirmLoginLink', 'cancelRequest'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    loginId: uuid('login_id').references(() => portalLogins.id, { onDelete: 'cascade' }),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'cascade' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointment_request_codes_code_idx').on(t.codeHash),
    index('appointment_request_codes_request_idx').on(t.requestId, t.purpose),
  ],
);
