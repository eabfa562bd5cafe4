import { z } from 'zod';
import { appointmentRequestStatusSchema } from './appointmentRequests';

/** POST api/core/Live/Ticket and api/portal/Live/Ticket. */
export const liveTicketReplySchema = z
  .object({
    /** Pass as `?access_token=` to the Live stream (EventSource cannot send headers); single use. */
    ticket: z.string(),
    expiresInSeconds: z.number().int(),
  })
  .meta({ id: 'LiveTicket' });
export type LiveTicket = z.infer<typeof liveTicketReplySchema>;

export const liveStreamQuerySchema = z.object({ access_token: z.string().max(2000).optional() });

/** The staff stream's `appointment-request` event and the portal's `appointment-request-updated`. */
export const liveAppointmentRequestEventSchema = z
  .object({
    requestId: z.uuid(),
    status: appointmentRequestStatusSchema,
    change: z.enum(['created', 'cancelled', 'approved', 'declined', 'signal', 'emailVerified']),
  })
  .meta({ id: 'LiveAppointmentRequestEvent' });
export type LiveAppointmentRequestEvent = z.infer<typeof liveAppointmentRequestEventSchema>;

/** The staff stream's `appointment` event: a patient cancelled an appointment, or staff changed the schedule. */
export const liveAppointmentEventSchema = z
  .object({
    appointmentId: z.uuid(),
    status: z.string(),
    change: z.enum(['cancelled', 'booked', 'moved', 'checkedIn', 'noShow', 'confirmed']),
  })
  .meta({ id: 'LiveAppointmentEvent' });
export type LiveAppointmentEvent = z.infer<typeof liveAppointmentEventSchema>;

/** The staff stream's `profile-change-request` event: a patient sent one, or staff decided one. */
export const liveProfileChangeRequestEventSchema = z
  .object({
    requestId: z.uuid(),
    status: z.enum(['pending', 'applied', 'rejected']),
    change: z.enum(['created', 'applied', 'rejected']),
  })
  .meta({ id: 'LiveProfileChangeRequestEvent' });
export type LiveProfileChangeRequestEvent = z.infer<typeof liveProfileChangeRequestEventSchema>;

export const liveEventNames = {
  /** To staff: a patient cancelled an appointment, or staff booked, moved or changed one. */
  appointment: 'appointment',
  /** To staff: a request was made, cancelled or signalled. */
  appointmentRequest: 'appointment-request',
  /** To the patient: staff approved or declined their request. */
  appointmentRequestUpdated: 'appointment-request-updated',
  /** To staff: a profile change request was sent or decided. */
  profileChangeRequest: 'profile-change-request',
} as const;
