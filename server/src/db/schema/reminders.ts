import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointments } from './appointments';
import { createdAt, idColumn, instant } from './columns';

/**
 * One reminder of an appointment at one time: claimed by the sweep that inserts it (the unique key
 * makes two sweeps on two instances send it once), 'queued' with its mail or text, or 'skipped' when its
 * moment had passed before it could go out.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: idColumn(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id),
    /** The appointment's wall-clock start it reminds of: moved by staff, it is reminded of again. */
    appointmentStart: timestamp('appointment_start', { withTimezone: false, mode: 'string' }).notNull(),
    offsetHours: integer('offset_hours').notNull(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    status: text('status', { enum: ['queued', 'skipped'] }).notNull(),
    /** The instant it was due (after moving it out of quiet hours). */
    dueAt: instant('due_at').notNull(),
    /** When the sweep queued it (its job then sends it, retrying). */
    sentAt: instant('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointment_reminders_once_idx').on(
      t.appointmentId,
      t.appointmentStart,
      t.offsetHours,
      t.channel,
    ),
  ],
);

/**
 * The single-use confirm and cancel codes of reminders (only their SHA-256), made when the mail or
 * text is sent (mail/mailCodes.ts, kind 'ar'); usable until the appointment starts.
 */
export const appointmentReminderCodes = pgTable(
  'appointment_reminder_codes',
  {
    id: idColumn(),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id),
    purpose: text('purpose', { enum: ['confirm', 'cancel'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointment_reminder_codes_hash_idx').on(t.codeHash),
    index('appointment_reminder_codes_appointment_idx').on(t.appointmentId),
  ],
);

/** The SMS sandbox's outbox: every text it accepted, as the real service's message log would hold it. */
export const smsSandboxMessages = pgTable('sms_sandbox_messages', {
  id: idColumn(),
  /** The sandbox's message id, shaped like Twilio's ("SM" and 32 hex digits). */
  sid: text('sid').notNull(),
  to: text('to').notNull(),
  from: text('from').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});
