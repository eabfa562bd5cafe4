import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn, instant } from './columns';
import { patients } from './patients';
import { portalLogins } from './portalLogins';
import { staffUsers } from './staffUsers';

/** A secure-messaging conversation between a patient (through the portal) and the clinic. */
export const messageThreads = pgTable(
  'message_threads',
  {
    id: idColumn(),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => patients.id),
    subject: text('subject').notNull(),
    createdAt: createdAt(),
    lastMessageAt: instant('last_message_at').notNull().defaultNow(),
    closedAt: instant('closed_at'),
  },
  (t) => [index('message_threads_patient_idx').on(t.patientId, t.lastMessageAt)],
);

export const messages = pgTable(
  'messages',
  {
    id: idColumn(),
    threadId: uuid('thread_id')
      .notNull()
      .references(() => messageThreads.id, { onDelete: 'cascade' }),
    authorType: text('author_type', { enum: ['patient', 'staff'] }).notNull(),
    authorLoginId: uuid('author_login_id').references(() => portalLogins.id),
    authorStaffId: uuid('author_staff_id').references(() => staffUsers.id),
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** Set when the other side has read it: a staff message read by the patient, or the reverse. */
    readAt: instant('read_at'),
  },
  (t) => [index('messages_thread_idx').on(t.threadId, t.createdAt)],
);
