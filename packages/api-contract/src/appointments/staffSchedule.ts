import { z } from 'zod';
import { isoDateSchema } from '../common/calendarDates';
import { codedIssue } from '../serverMessages/validationCodes';
import { appointmentSchema } from './portalAppointments';
import { appointmentsStartSchema } from './wallClock';

/**
 * An appointment's statuses on the staff schedule: 'Show' is expected (portal.md section 3),
 * then checked in, a no-show or cancelled.
 */
export const scheduleStatuses = ['Show', 'CheckedIn', 'NoShow', 'Cancelled'] as const;
export const scheduleStatusSchema = z.enum(scheduleStatuses);
export type ScheduleStatus = z.infer<typeof scheduleStatusSchema>;

/** The longest range one schedule read covers (an agenda of two months). */
export const scheduleMaxDays = 62;

/** GET api/core/Schedule: appointments whose location day is in [from, to]. */
export const scheduleQuerySchema = z
  .object({
    from: isoDateSchema,
    to: isoDateSchema,
    clinicianId: z.uuid().optional(),
    locationId: z.uuid().optional(),
    status: scheduleStatusSchema.optional(),
  })
  .refine((q) => q.from <= q.to, { ...codedIssue('endDateBeforeStart'), path: ['to'] })
  .refine(
    (q) => Date.parse(`${q.to}T00:00:00Z`) - Date.parse(`${q.from}T00:00:00Z`) < scheduleMaxDays * 86_400_000,
    { message: `Choose at most ${scheduleMaxDays} days.`, path: ['to'] },
  );
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;

/** An appointment on the staff schedule: with whose it is. */
export const scheduleAppointmentSchema = appointmentSchema
  .extend({
    patientName: z.string(),
    notes: z.string(),
    /** When the patient confirmed from a reminder's link; null until then. */
    confirmedAt: z.string().nullable(),
  })
  .meta({ id: 'ScheduleAppointment' });
export type ScheduleAppointment = z.infer<typeof scheduleAppointmentSchema>;

export const scheduleReplySchema = z
  .object({ appointments: z.array(scheduleAppointmentSchema) })
  .meta({ id: 'ScheduleReply' });
export type ScheduleReply = z.infer<typeof scheduleReplySchema>;

/** POST api/core/Schedule/Appointments: staff book a patient (the clinician's hours and time are checked). */
export const scheduleBookBodySchema = z
  .object({
    patientId: z.uuid(),
    serviceId: z.uuid(),
    locationId: z.uuid(),
    clinicianId: z.uuid(),
    placeOfServiceId: z.uuid().nullable().optional(),
    /** Location wall clock "YYYY-MM-DDTHH:mm". */
    start: appointmentsStartSchema,
    notes: z.string().max(2000).optional(),
  })
  .meta({ id: 'ScheduleBookBody' });
export type ScheduleBookBody = z.infer<typeof scheduleBookBodySchema>;

/** PATCH api/core/Schedule/Appointments/{id}/Move: a new start (and clinician), same checks as booking. */
export const scheduleMoveBodySchema = z
  .object({
    start: appointmentsStartSchema,
    /** Omitted: the appointment's clinician. */
    clinicianId: z.uuid().optional(),
  })
  .meta({ id: 'ScheduleMoveBody' });
export type ScheduleMoveBody = z.infer<typeof scheduleMoveBodySchema>;

/** PATCH api/core/Schedule/Appointments/{id}/Status: check the patient in, or mark a no-show. */
export const scheduleStatusBodySchema = z
  .object({ status: z.enum(['CheckedIn', 'NoShow']) })
  .meta({ id: 'ScheduleStatusBody' });
export type ScheduleStatusBody = z.infer<typeof scheduleStatusBodySchema>;
