import { z } from 'zod';
import { pagedReplySchema, pageRequestSchema } from '../common/paging';
import { waitlistEntrySchema, waitlistOfferSchema } from './waitlist';

/** Which entries staff list: the ones still waiting (default), or every entry with those closed. */
export const coreWaitlistScopes = ['active', 'all'] as const;

/** GET api/core/Waitlist: filters of the staff waitlist. */
export const coreWaitlistQuerySchema = pageRequestSchema.extend({
  locationId: z.uuid().optional(),
  serviceId: z.uuid().optional(),
  clinicianId: z.uuid().optional(),
  scope: z.enum(coreWaitlistScopes).default('active'),
});
export type CoreWaitlistQuery = z.infer<typeof coreWaitlistQuerySchema>;

/** A slot offered to the entry's patient, and what became of it. */
export const coreWaitlistOfferSchema = waitlistOfferSchema
  .pick({ status: true, date: true, time: true, endTime: true, clinicianName: true, expiresAt: true })
  .extend({
    id: z.uuid(),
    locationName: z.string(),
    /** The location's IANA zone: date and time are its wall clock. */
    timeZone: z.string(),
    /** When the patient accepted or declined, or the offer expired or was taken. */
    respondedAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'CoreWaitlistOffer' });
export type CoreWaitlistOffer = z.infer<typeof coreWaitlistOfferSchema>;

/** A waitlist entry as staff see it: whose it is, and every offer made from it, newest first. */
export const coreWaitlistEntrySchema = waitlistEntrySchema
  .extend({
    patientId: z.uuid(),
    patientName: z.string(),
    patientMrn: z.string(),
    offers: z.array(coreWaitlistOfferSchema),
  })
  .meta({ id: 'CoreWaitlistEntry' });
export type CoreWaitlistEntry = z.infer<typeof coreWaitlistEntrySchema>;

export const coreWaitlistPageSchema = pagedReplySchema(coreWaitlistEntrySchema).meta({
  id: 'CoreWaitlistPage',
});
