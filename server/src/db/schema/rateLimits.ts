import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Sign-in limits and throttles (rateLimits/), one row per limit and subject, shared by every
 * server on the database and kept across restarts. The subject (an address, a network, an
 * account) is stored only as a keyed hash. A row is dead once `reset_at` has passed; any server
 * deletes dead rows now and then while it checks a limit.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** Which limit: 'send-link-address', 'staff-sign-in-account'... (named where each is used). */
    name: text('name').notNull(),
    /** HMAC-SHA256 of the subject, base64url. */
    subjectHash: text('subject_hash').notNull(),
    hits: integer('hits').notNull(),
    /** No attempt is let through before this. */
    nextAt: instant('next_at').notNull(),
    /** The row is forgotten from this instant on. */
    resetAt: instant('reset_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.name, t.subjectHash] }), index('rate_limits_reset_idx').on(t.resetAt)],
);
