import { z } from 'zod';
import { isoInstantSchema } from '../common/calendarDates';
import { pagedReplySchema, pageRequestSchema } from '../common/paging';

/**
 * The staff Documents inbox's queues:
 * - completedByPatients: completed in the portal or through an e-form link, not yet reviewed;
 * - awaitingSignature: a document with signatures still to give;
 * - pendingFromPatients: shared with the patient and still a draft;
 * - overdue: pending from the patient for more than `inboxOverdueDays` days.
 */
export const coreFormsInboxViews = [
  'completedByPatients',
  'awaitingSignature',
  'pendingFromPatients',
  'overdue',
] as const;
export const coreFormsInboxViewSchema = z.enum(coreFormsInboxViews);
export type CoreFormsInboxView = z.infer<typeof coreFormsInboxViewSchema>;

/** A document shared with a patient becomes overdue after this many days without completion. */
export const inboxOverdueDays = 7;

/** Filters every queue shares: whose documents (who shared or created them), and where. */
export const coreFormsInboxFiltersSchema = z.object({
  clinicianId: z.uuid().optional(),
  locationId: z.uuid().optional(),
});

export const coreFormsInboxQuerySchema = pageRequestSchema.extend({
  view: coreFormsInboxViewSchema,
  ...coreFormsInboxFiltersSchema.shape,
});
export type CoreFormsInboxQuery = z.infer<typeof coreFormsInboxQuerySchema>;

export const coreFormsInboxItemSchema = z
  .object({
    id: z.uuid(),
    formName: z.string(),
    status: z.string(),
    patient: z.object({ id: z.uuid(), fullName: z.string(), mrn: z.string() }),
    /** Who shared the document with the patient, or else who created it. */
    clinician: z.object({ id: z.uuid(), fullName: z.string() }).nullable(),
    locationName: z.string().nullable(),
    sharedAt: isoInstantSchema.nullable(),
    completedAt: isoInstantSchema.nullable(),
    totalSignatures: z.number().int(),
    completedSignatures: z.number().int(),
  })
  .meta({ id: 'CoreFormsInboxItem' });
export type CoreFormsInboxItem = z.infer<typeof coreFormsInboxItemSchema>;

export const coreFormsInboxPageSchema = pagedReplySchema(coreFormsInboxItemSchema).meta({
  id: 'CoreFormsInboxPage',
});
export type CoreFormsInboxPage = z.infer<typeof coreFormsInboxPageSchema>;

export const coreFormsInboxCountsSchema = z
  .object(
    Object.fromEntries(coreFormsInboxViews.map((view) => [view, z.number().int().min(0)])) as {
      [View in CoreFormsInboxView]: z.ZodNumber;
    },
  )
  .meta({ id: 'CoreFormsInboxCounts' });
export type CoreFormsInboxCounts = z.infer<typeof coreFormsInboxCountsSchema>;
