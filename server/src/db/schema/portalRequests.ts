import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { patients } from './patients';
import { portalLogins } from './portalLogins';

/** Profile changes a patient sends from the portal; staff review them before the chart changes. */
export const patientChangeRequests = pgTable(
  'patient_change_requests',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    loginId: uuid('login_id').references(() => portalLogins.id),
    /** Field name to new value, as the patient entered it. */
    changes: jsonb('changes').notNull(),
    status: text('status', { enum: ['pending', 'applied', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: createdAt(),
    reviewedById: uuid('reviewed_by_id'),
    reviewedAt: instant('reviewed_at'),
    /** Why staff rejected it; the patient reads it in the portal. */
    rejectReason: text('reject_reason'),
  },
  (t) => [
    index('patient_change_requests_status_idx').on(t.status, t.createdAt),
    index('patient_change_requests_patient_idx').on(t.patientId, t.createdAt),
  ],
);

/** An e-form link e-mailed to a patient: a single document or group to fill without signing in. */
export const eformLinks = pgTable(
  'eform_links',
  {
    id: idColumn(),
    codeHash: text('code_hash').notNull(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    documentId: uuid('document_id'),
    documentGroupId: uuid('document_group_id'),
    email: text('email').notNull(),
    expiresAt: instant('expires_at').notNull(),
    completedAt: instant('completed_at'),
    revokedAt: instant('revoked_at'),
    /** Wrong dates of birth given with this link; at `maxLinkFailures` (as a sign-in link) it is dead. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdById: uuid('created_by_id'),
    createdAt: createdAt(),
  },
  (t) => [index('eform_links_code_idx').on(t.codeHash), index('eform_links_patient_idx').on(t.patientId)],
);

/**
 * What an e-form link's code is exchanged for once the patient's date of birth matched: every
 * other e-form call takes this ticket, never the e-mailed code. Only its SHA-256 is stored.
 */
export const eformSessions = pgTable(
  'eform_sessions',
  {
    id: idColumn(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => eformLinks.id, { onDelete: 'cascade' }),
    ticketHash: text('ticket_hash').notNull(),
    /** Moved on by each call (idle time-out), never past the link's own expiry. */
    expiresAt: instant('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('eform_sessions_ticket_idx').on(t.ticketHash),
    index('eform_sessions_link_idx').on(t.linkId),
  ],
);
