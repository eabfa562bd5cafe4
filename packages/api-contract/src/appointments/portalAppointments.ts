import { z } from 'zod';
import { videoVisitUrlSchema } from '../common/videoVisitUrl';
import { appointmentsWallClockSchema } from './wallClock';

/** An appointment with the names the portal and the staff app show beside it. */
export const appointmentSchema = z
  .object({
    id: z.uuid(),
    patientId: z.uuid(),
    episodeOfCareId: z.uuid().nullable(),
    appointmentDate: appointmentsWallClockSchema,
    appointmentEndDate: appointmentsWallClockSchema,
    /** 'Show' marks an appointment expected to happen; 'Cancelled', 'NoShow'... otherwise. */
    status: z.string(),
    locationId: z.uuid(),
    locationName: z.string(),
    /** The location's IANA zone; timeZoneHoursShift is its offset at the appointment's start. */
    timeZone: z.string(),
    timeZoneHoursShift: z.number(),
    clinicianId: z.uuid().nullable(),
    clinicianName: z.string().nullable(),
    serviceId: z.uuid().nullable(),
    serviceName: z.string().nullable(),
    placeOfServiceId: z.uuid().nullable(),
    placeOfServiceName: z.string().nullable(),
    /** Its place of service is telehealth (CMS codes 02 and 10). */
    telehealth: z.boolean(),
    /**
     * A telehealth appointment's video visit link (null for any other, or none set yet). Only
     * the appointment's patient (their portal logins) and staff are ever sent it.
     */
    videoVisitUrl: z.string().nullable(),
    /** End after the location's wall clock now (an end before the start is the next day). */
    isUpcoming: z.boolean(),
  })
  .meta({ id: 'Appointment' });
export type Appointment = z.infer<typeof appointmentSchema>;

/** GET api/portal/Appointments: upcoming soonest first, past newest first. */
export const portalAppointmentsReplySchema = z
  .object({
    /** The server's clock (ISO, UTC) the split was computed with. */
    serverNowUtc: z.string(),
    upcoming: z.array(appointmentSchema),
    past: z.array(appointmentSchema),
    /** The first upcoming appointment with status 'Show', shown on the dashboard. */
    nextAppointment: appointmentSchema.nullable(),
  })
  .meta({ id: 'PortalAppointmentsReply' });
export type PortalAppointmentsReply = z.infer<typeof portalAppointmentsReplySchema>;

/** PATCH api/core/Appointments/{id}/Cancel. */
export const appointmentCancelBodySchema = z
  .strictObject({ reason: z.string().trim().max(1000).optional() })
  .meta({ description: 'Why the appointment is cancelled (kept in its notes).' });
export type AppointmentCancelBody = z.infer<typeof appointmentCancelBodySchema>;

/** PATCH api/core/Appointments/{id}/VideoVisit: staff set or clear a telehealth appointment's link. */
export const appointmentVideoVisitBodySchema = z
  .strictObject({ videoVisitUrl: videoVisitUrlSchema.nullable() })
  .meta({ id: 'AppointmentVideoVisitBody' });
export type AppointmentVideoVisitBody = z.infer<typeof appointmentVideoVisitBodySchema>;
