import { z } from 'zod';
import { appointmentsDateSchema, appointmentsTimeSchema } from './wallClock';

/** Parts of the day at the location: morning before 12:00, afternoon 12:00–17:00, evening after. */
export const waitlistPartsOfDay = ['morning', 'afternoon', 'evening'] as const;
export const waitlistPartOfDaySchema = z.enum(waitlistPartsOfDay);
export type WaitlistPartOfDay = z.infer<typeof waitlistPartOfDaySchema>;
/** Days of the week, 0 Sunday to 6 Saturday (as Date.getDay()). */
const daysOfWeekSchema = z.array(z.int().min(0).max(6)).max(7);

/** PUT api/portal/Waitlist: ask to be told of an earlier slot. */
export const waitlistJoinBodySchema = z
  .strictObject({
    serviceId: z.uuid(),
    locationId: z.uuid(),
    /** Omitted or null: any clinician. */
    clinicianId: z.uuid().nullable().optional(),
    /** The upcoming appointment to move from: only earlier slots are offered, and accepting moves it. */
    currentAppointmentId: z.uuid().nullable().optional(),
    earliestDate: appointmentsDateSchema.nullable().optional(),
    latestDate: appointmentsDateSchema.nullable().optional(),
    /** The days that suit; omitted or empty: any day. */
    daysOfWeek: daysOfWeekSchema.optional(),
    /** The parts of the day that suit; omitted or empty: any time. */
    partsOfDay: z.array(waitlistPartOfDaySchema).max(3).optional(),
  })
  .refine((b) => !b.earliestDate || !b.latestDate || b.earliestDate <= b.latestDate, {
    path: ['latestDate'],
    message: 'The latest date must not be before the earliest date.',
  })
  .meta({ id: 'WaitlistJoinBody' });
export type WaitlistJoinBody = z.infer<typeof waitlistJoinBodySchema>;

export const waitlistEntrySchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['waiting', 'offered', 'booked', 'cancelled']),
    serviceId: z.uuid().nullable(),
    serviceName: z.string().nullable(),
    locationId: z.uuid().nullable(),
    locationName: z.string().nullable(),
    clinicianId: z.uuid().nullable(),
    clinicianName: z.string().nullable(),
    currentAppointmentId: z.uuid().nullable(),
    earliestDate: z.string().nullable(),
    latestDate: z.string().nullable(),
    daysOfWeek: z.array(z.int()),
    partsOfDay: z.array(waitlistPartOfDaySchema),
    createdAt: z.string(),
  })
  .meta({ id: 'WaitlistEntry' });
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** The e-mailed code: 32 random bytes, base64url. */
export const waitlistOfferParamsSchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{43}$/) });

/** GET api/portal/Waitlist/Offer/{code}: the offered slot, without health information. */
export const waitlistOfferSchema = z
  .object({
    status: z.enum(['offered', 'accepted', 'declined', 'expired', 'taken']),
    date: appointmentsDateSchema,
    time: appointmentsTimeSchema,
    endTime: appointmentsTimeSchema,
    clinicianName: z.string(),
    locationName: z.string(),
    locationAddress: z.string(),
    /** ISO instant after which the offer passes to the next patient. */
    expiresAt: z.string(),
    /** Set once accepted. */
    appointmentId: z.uuid().nullable(),
  })
  .meta({ id: 'WaitlistOffer' });
export type WaitlistOffer = z.infer<typeof waitlistOfferSchema>;
