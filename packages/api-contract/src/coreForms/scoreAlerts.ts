import { z } from 'zod';
import { isoInstantSchema } from '../common/calendarDates';
import { pagedReplySchema, pageRequestSchema } from '../common/paging';

/** The alert queue: alerts nobody acknowledged yet, or those acknowledged (with their notes). */
export const coreFormsScoreAlertStatuses = ['open', 'acknowledged'] as const;

export const coreFormsScoreAlertQuerySchema = pageRequestSchema.extend({
  status: z.enum(coreFormsScoreAlertStatuses).default('open'),
});
export type CoreFormsScoreAlertQuery = z.infer<typeof coreFormsScoreAlertQuerySchema>;

export const coreFormsScoreAlertSchema = z
  .object({
    id: z.uuid(),
    /** The scoring's alert code ("phq9SelfHarm"), or "fieldAlert"; the staff app words it. */
    code: z.string(),
    /** What the code's text names: a field alert's componentId and label; empty otherwise. */
    params: z.record(z.string(), z.string()),
    documentId: z.uuid(),
    formName: z.string(),
    patient: z.object({ id: z.uuid(), fullName: z.string(), mrn: z.string() }),
    raisedAt: isoInstantSchema,
    acknowledgedAt: isoInstantSchema.nullable(),
    acknowledgedByName: z.string().nullable(),
    note: z.string().nullable(),
  })
  .meta({ id: 'CoreFormsScoreAlert' });
export type CoreFormsScoreAlert = z.infer<typeof coreFormsScoreAlertSchema>;

export const coreFormsScoreAlertPageSchema = pagedReplySchema(coreFormsScoreAlertSchema).meta({
  id: 'CoreFormsScoreAlertPage',
});
export type CoreFormsScoreAlertPage = z.infer<typeof coreFormsScoreAlertPageSchema>;

export const coreFormsScoreAlertCountsSchema = z
  .object({ open: z.number().int().min(0) })
  .meta({ id: 'CoreFormsScoreAlertCounts' });
export type CoreFormsScoreAlertCounts = z.infer<typeof coreFormsScoreAlertCountsSchema>;

/** Acknowledging says what was done: the note is required and kept with the alert. */
export const coreFormsScoreAlertAcknowledgeSchema = z
  .object({ note: z.string().trim().min(1, 'Please say what was done.').max(2000) })
  .meta({ id: 'CoreFormsScoreAlertAcknowledge' });
export type CoreFormsScoreAlertAcknowledge = z.infer<typeof coreFormsScoreAlertAcknowledgeSchema>;
