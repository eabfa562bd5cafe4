import { z } from 'zod';

/**
 * Why the portal refused to cancel or move an appointment, or to join the waitlist: a stable
 * code beside the English message (ErrorReply.code), so that each app words it in its own
 * language and a new code fails the apps' builds until they have a text for it.
 */
export const appointmentChangeRefusalCodes = [
  /** Inside the clinic's minimum notice; params.hours says how much notice is needed. */
  'cancelTooLate',
  'alreadyCancelled',
  /** Past, no-show or otherwise not a scheduled appointment any more. */
  'notCancellable',
  /** An approved request's appointment already started or was changed by the clinic. */
  'requestNotCancellable',
  /** The e-mailed cancel link is unknown, used or expired (nothing tells which). */
  'cancelLinkUnusable',
  /** Another patient's appointment, or one that does not exist: never told apart. */
  'notFound',
  /** Only an upcoming scheduled appointment can be rescheduled or moved earlier. */
  'notReschedulable',
  'alreadyOnWaitlist',
] as const;
export const appointmentChangeRefusalCodeSchema = z.enum(appointmentChangeRefusalCodes);
export type AppointmentChangeRefusalCode = z.infer<typeof appointmentChangeRefusalCodeSchema>;

/** What a patient may say when cancelling; staff read it in the appointment's notes. */
export const appointmentCancelReasons = [
  'scheduleConflict',
  'feelingBetter',
  'illness',
  'transportation',
  'cost',
  'other',
] as const;
export const appointmentCancelReasonSchema = z.enum(appointmentCancelReasons);
export type AppointmentCancelReason = z.infer<typeof appointmentCancelReasonSchema>;
