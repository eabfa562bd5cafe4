import { z } from 'zod';
import { appointmentsDateSchema, appointmentsTimeSchema } from './wallClock';

/** At most this many days are searched by one Dates call. */
export const appointmentDatesMaxDays = 92;

/** POST api/portal/AppointmentRequests/Dates. */
export const appointmentDatesBodySchema = z
  .strictObject({
    serviceId: z.uuid(),
    locationId: z.uuid(),
    /** Omitted or null: any clinician offering the service there. */
    clinicianId: z.uuid().nullable().optional(),
    /** First day searched (location calendar); default today at the location. */
    from: appointmentsDateSchema.optional(),
    days: z.number().int().min(1).max(appointmentDatesMaxDays).default(30),
    /** The caller's own hold (AppointmentRequests/Hold): its time counts as free for them. */
    holdId: z.uuid().optional(),
  })
  .meta({ id: 'AppointmentDatesBody' });
export type AppointmentDatesBody = z.infer<typeof appointmentDatesBodySchema>;

export const appointmentDatesReplySchema = z
  .object({ dates: z.array(appointmentsDateSchema) })
  .meta({ id: 'AppointmentDatesReply' });
export type AppointmentDatesReply = z.infer<typeof appointmentDatesReplySchema>;

/** POST api/portal/AppointmentRequests/Hours. */
export const appointmentHoursBodySchema = z
  .strictObject({
    serviceId: z.uuid(),
    locationId: z.uuid(),
    clinicianId: z.uuid().nullable().optional(),
    date: appointmentsDateSchema,
    /** The caller's own hold: its time counts as free for them. */
    holdId: z.uuid().optional(),
  })
  .meta({ id: 'AppointmentHoursBody' });
export type AppointmentHoursBody = z.infer<typeof appointmentHoursBodySchema>;

export const appointmentHoursReplySchema = z
  .object({
    date: appointmentsDateSchema,
    /** Free start times 'HH:mm' at the location, earliest first. */
    hours: z.array(appointmentsTimeSchema),
  })
  .meta({ id: 'AppointmentHoursReply' });
export type AppointmentHoursReply = z.infer<typeof appointmentHoursReplySchema>;

/** POST api/portal/AppointmentRequests/Clinicians. */
export const appointmentCliniciansBodySchema = z
  .strictObject({
    serviceId: z.uuid(),
    locationId: z.uuid(),
    /** When given, only clinicians with a free slot that day. */
    date: appointmentsDateSchema.optional(),
  })
  .meta({ id: 'AppointmentCliniciansBody' });
export type AppointmentCliniciansBody = z.infer<typeof appointmentCliniciansBodySchema>;

export const appointmentClinicianSchema = z
  .object({
    id: z.uuid(),
    firstName: z.string(),
    lastName: z.string(),
    credentials: z.string(),
    /** "Maya Chen, LCSW". */
    name: z.string(),
    /** Weekly hours at this location (0 Sunday .. 6 Saturday, location wall clock). */
    weeklyHours: z.array(
      z.object({ weekday: z.number().int().min(0).max(6), startTime: z.string(), endTime: z.string() }),
    ),
  })
  .meta({ id: 'AppointmentClinician' });
export type AppointmentClinician = z.infer<typeof appointmentClinicianSchema>;

export const appointmentCliniciansReplySchema = z
  .object({ clinicians: z.array(appointmentClinicianSchema) })
  .meta({ id: 'AppointmentCliniciansReply' });
export type AppointmentCliniciansReply = z.infer<typeof appointmentCliniciansReplySchema>;

/** GET api/portal/AppointmentRequests/GetAnyAvailableLocation?serviceId= */
export const appointmentAnyLocationQuerySchema = z.object({ serviceId: z.uuid() });
export const appointmentAnyLocationReplySchema = z
  .object({
    /** The first location (by name) with a free slot for the service in the coming 30 days; null if none. */
    location: z
      .object({
        id: z.uuid(),
        name: z.string(),
        address: z.string(),
        timeZone: z.string(),
        timeZoneHoursShift: z.number(),
      })
      .nullable(),
  })
  .meta({ id: 'AppointmentAnyLocationReply' });
export type AppointmentAnyLocationReply = z.infer<typeof appointmentAnyLocationReplySchema>;

/** GET api/portal/AppointmentRequests/GetAnyAvailablePlaceOfService?locationId=&serviceId= */
export const appointmentAnyPlaceQuerySchema = z.object({ locationId: z.uuid(), serviceId: z.uuid() });
export const appointmentAnyPlaceReplySchema = z
  .object({
    /** The location's first place of service (by name) when the location has a free slot; null if none. */
    placeOfService: z.object({ id: z.uuid(), name: z.string(), code: z.string() }).nullable(),
  })
  .meta({ id: 'AppointmentAnyPlaceReply' });
export type AppointmentAnyPlaceReply = z.infer<typeof appointmentAnyPlaceReplySchema>;
