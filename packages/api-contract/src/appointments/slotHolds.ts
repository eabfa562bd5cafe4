import { z } from 'zod';
import { appointmentsStartSchema } from './wallClock';

/** How long a time chosen in the request wizard is kept from everyone else. */
export const slotHoldMinutes = 5;

/** POST api/portal/AppointmentRequests/Hold: keep a chosen time while the request is finished. */
export const slotHoldBodySchema = z
  .strictObject({
    serviceId: z.uuid(),
    locationId: z.uuid(),
    /** Omitted or null: any clinician (the first free one is held). */
    clinicianId: z.uuid().nullable().optional(),
    /** Location wall clock 'YYYY-MM-DDTHH:mm'. */
    start: appointmentsStartSchema,
    /** The hold this one replaces (another time chosen): released in the same change. */
    replacesHoldId: z.uuid().optional(),
  })
  .meta({ id: 'SlotHoldBody' });
export type SlotHoldBody = z.infer<typeof slotHoldBodySchema>;

export const slotHoldSchema = z
  .object({
    /** The hold's proof: sent back with the request (holdId) or to release it. */
    holdId: z.uuid(),
    clinicianId: z.uuid(),
    start: appointmentsStartSchema,
    expiresAt: z.iso.datetime({ offset: true }),
    /** Seconds until it expires, so a countdown does not depend on the device's clock. */
    secondsLeft: z.number().int().min(0),
  })
  .meta({ id: 'SlotHold' });
export type SlotHold = z.infer<typeof slotHoldSchema>;

export const slotHoldParamsSchema = z.strictObject({ holdId: z.uuid() });
