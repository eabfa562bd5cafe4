import { z } from 'zod';
import { isoDateSchema, isoInstantSchema } from '../common/calendarDates';

/** GET api/core/Billing/Takings?date=: one day's payments and refunds (the day on each location's clock). */
export const coreBillingTakingsQuerySchema = z.object({
  date: isoDateSchema,
  /** Only this location; every location when absent. */
  locationId: z.uuid().optional(),
});
export type CoreBillingTakingsQuery = z.infer<typeof coreBillingTakingsQuerySchema>;

const locationRef = z.object({ id: z.uuid(), name: z.string() }).nullable();

/** One payment or refund of the day; amounts are positive cents, the type says which way. */
export const coreBillingTakingsEntrySchema = z.object({
  id: z.uuid(),
  type: z.enum(['payment', 'refund']),
  postedAt: isoInstantSchema,
  location: locationRef,
  patient: z.object({ id: z.uuid(), name: z.string(), accountNumber: z.string() }),
  /** e.g. 'Visa ending 4242'. */
  card: z.string(),
  /** The staff user who took it at the desk; null when the patient paid in the portal. */
  takenBy: z.string().nullable(),
  amountCents: z.number().int(),
});
export type CoreBillingTakingsEntry = z.infer<typeof coreBillingTakingsEntrySchema>;

export const coreBillingTakingsLocationSchema = z.object({
  /** null: patients without a location. */
  location: locationRef,
  paymentsCount: z.number().int(),
  paymentsCents: z.number().int(),
  refundsCount: z.number().int(),
  refundsCents: z.number().int(),
  /** Payments less refunds. */
  netCents: z.number().int(),
});
export type CoreBillingTakingsLocation = z.infer<typeof coreBillingTakingsLocationSchema>;

export const coreBillingTakingsSchema = z
  .object({
    date: isoDateSchema,
    locations: z.array(coreBillingTakingsLocationSchema),
    entries: z.array(coreBillingTakingsEntrySchema),
  })
  .meta({ id: 'CoreBillingTakings' });
export type CoreBillingTakings = z.infer<typeof coreBillingTakingsSchema>;
