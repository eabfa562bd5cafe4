import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';

/**
 * Outgoing mail. A request only enqueues (same work whatever the address), and a worker sends,
 * retrying with back-off, so a slow SMTP server never shows in a response time.
 */
export const mailQueue = pgTable(
  'mail_queue',
  {
    id: idColumn(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** A job's arguments (enqueueMailJob), handed to its composer; never a secret. */
    jobData: jsonb('job_data').$type<Readonly<Record<string, string>>>().notNull().default({}),
    /** Links printed to the log when mail goes to the outbox folder (demo use only). */
    links: jsonb('links').notNull().default([]),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
  },
  (t) => [index('mail_queue_pending_idx').on(t.status, t.nextAttemptAt)],
);
