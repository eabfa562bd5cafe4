import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { patients } from './patients';
import { portalLogins } from './portalLogins';
import { staffUsers } from './staffUsers';

/**
 * A signed-in session, portal or staff. The bearer token (JWT) only names the session; this row
 * decides whether it is still valid: idle timeout, absolute limit, revocation at sign-out.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: idColumn(),
    audience: text('audience', { enum: ['portal', 'core'] }).notNull(),
    staffUserId: uuid('staff_user_id').references(() => staffUsers.id, { onDelete: 'cascade' }),
    loginId: uuid('login_id').references(() => portalLogins.id, { onDelete: 'cascade' }),
    /** The patient a portal user acts for (switching patient issues a new session). */
    patientId: uuid('patient_id').references(() => patients.id),
    locationId: uuid('location_id'),
    createdAt: createdAt(),
    lastSeenAt: instant('last_seen_at').notNull().defaultNow(),
    /** The absolute limit: no renewal reaches past it. */
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [index('sessions_login_idx').on(t.loginId), index('sessions_staff_idx').on(t.staffUserId)],
);

/**
 * An e-mailed sign-in link. Only the SHA-256 of its code is stored. Opening the page consumes
 * nothing; a successful Login does (usedAt), atomically.
 */
export const portalSignInLinks = pgTable(
  'portal_sign_in_links',
  {
    id: idColumn(),
    loginId: uuid('login_id')
      .notNull()
      .references(() => portalLogins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    /**
     * Keyed hash of the network the link was asked from (rateLimits/clientNetwork.ts): a new
     * link revokes only the older links asked from the same network.
     */
    requestedFrom: text('requested_from').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    /** Wrong dates of birth tried with this link; at 5 the link is dead. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
  },
  (t) => [
    uniqueIndex('portal_sign_in_links_code_idx').on(t.codeHash),
    index('portal_sign_in_links_login_idx').on(t.loginId),
  ],
);

/** Each wrong date of birth for a patient: 10 within 24 hours lock the patient's portal sign-in. */
export const portalSignInFailures = pgTable(
  'portal_sign_in_failures',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id, { onDelete: 'cascade' }),
    linkId: uuid('link_id'),
    at: instant('at').notNull().defaultNow(),
  },
  (t) => [index('portal_sign_in_failures_patient_idx').on(t.patientId, t.at)],
);

/** Server secrets generated on first start (JWT signing key), so tokens survive a restart. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
