import { z } from 'zod';
import { appointmentsDateSchema, appointmentsTimeSchema } from './wallClock';

/** GET api/core/Waitlist/{id}/FreeSlots: the day (location calendar) to look at. */
export const coreWaitlistFreeSlotsQuerySchema = z.object({ date: appointmentsDateSchema });
export type CoreWaitlistFreeSlotsQuery = z.infer<typeof coreWaitlistFreeSlotsQuerySchema>;

/** A free start for the entry's service and place, and who could see the patient then. */
export const coreWaitlistFreeSlotSchema = z.object({
  time: appointmentsTimeSchema,
  endTime: appointmentsTimeSchema,
  clinicians: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** Within the patient's dates, days of the week and parts of the day. */
  suitsPatient: z.boolean(),
});
export type CoreWaitlistFreeSlot = z.infer<typeof coreWaitlistFreeSlotSchema>;

export const coreWaitlistFreeSlotsReplySchema = z
  .object({ date: appointmentsDateSchema, slots: z.array(coreWaitlistFreeSlotSchema) })
  .meta({ id: 'CoreWaitlistFreeSlots' });
export type CoreWaitlistFreeSlotsReply = z.infer<typeof coreWaitlistFreeSlotsReplySchema>;

/** POST api/core/Waitlist/{id}/Offer: the slot staff offer now, at the entry's location and service. */
export const coreWaitlistOfferNowBodySchema = z
  .strictObject({
    date: appointmentsDateSchema,
    time: appointmentsTimeSchema,
    clinicianId: z.uuid(),
  })
  .meta({ id: 'CoreWaitlistOfferNowBody' });
export type CoreWaitlistOfferNowBody = z.infer<typeof coreWaitlistOfferNowBodySchema>;
