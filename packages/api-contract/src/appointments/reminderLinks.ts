import { z } from 'zod';
import { appointmentCancelReasonSchema } from './appointmentChanges';

/** 32 random bytes, base64url: a reminder link's single-use code. */
const reminderCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/**
 * POST api/portal/AppointmentReminders/Confirm: the patient confirms they are coming with the
 * code of a reminder's Confirm link (in the body, never in an API URL), without signing in.
 */
export const reminderConfirmBodySchema = z
  .strictObject({ code: reminderCodeSchema })
  .meta({ id: 'ReminderConfirmBody' });
export type ReminderConfirmBody = z.infer<typeof reminderConfirmBodySchema>;

export const reminderConfirmReplySchema = z
  .object({
    /** When the appointment was first confirmed (a second link confirms nothing new). */
    confirmedAt: z.string(),
  })
  .meta({ id: 'ReminderConfirmReply' });
export type ReminderConfirmReply = z.infer<typeof reminderConfirmReplySchema>;

/** POST api/portal/AppointmentReminders/Cancel: a reminder's Cancel link, with the patient's reason. */
export const reminderCancelBodySchema = z
  .strictObject({
    code: reminderCodeSchema,
    reason: appointmentCancelReasonSchema,
    details: z.string().trim().max(500).optional(),
  })
  .meta({ id: 'ReminderCancelBody' });
export type ReminderCancelBody = z.infer<typeof reminderCancelBodySchema>;

export const reminderCancelReplySchema = z
  .object({ cancelled: z.literal('appointment') })
  .meta({ id: 'ReminderCancelReply' });
export type ReminderCancelReply = z.infer<typeof reminderCancelReplySchema>;
