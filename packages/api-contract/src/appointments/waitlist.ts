import { z } from 'zod';
import { appointmentsDateSchema, appointmentsTimeSchema } from './wallClock';

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
