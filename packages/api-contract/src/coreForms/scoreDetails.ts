import { z } from 'zod';

/** One scale of a declarative score (forms-core ScoreResult), as stored with the document. */
export const coreFormsScaleScoreSchema = z.object({
  id: z.string(),
  loinc: z.string().optional(),
  /** Null when too many answers are missing for the instrument's rule. */
  total: z.number().nullable(),
  answered: z.number().int(),
  missing: z.number().int(),
  /** Items the form's skip logic did not ask; absent on scores stored before skip logic. */
  notAsked: z.number().int().optional(),
  prorated: z.boolean(),
  /** Band code ("moderatelySevere"); labels come from the instrument library. */
  band: z.string().nullable(),
  positive: z.boolean().nullable(),
});

/** A document's declarative score as completed: scales, alerts and the instrument version. */
export const coreFormsScoreDetailsSchema = z
  .object({
    instrument: z.object({ id: z.string(), version: z.string() }).optional(),
    scales: z.array(coreFormsScaleScoreSchema),
    alerts: z.array(z.string()),
  })
  .meta({ id: 'CoreFormsScoreDetails' });
export type CoreFormsScoreDetails = z.infer<typeof coreFormsScoreDetailsSchema>;

/** One completed library instrument of a patient, for the chart's measurement-based-care table. */
export const coreFormsInstrumentScoreSchema = z
  .object({
    instrument: z.object({ id: z.string(), version: z.string() }),
    documentId: z.uuid(),
    formName: z.string(),
    completedAt: z.string(),
    total: z.number(),
    band: z.string().nullable(),
  })
  .meta({ id: 'CoreFormsInstrumentScore' });
export type CoreFormsInstrumentScore = z.infer<typeof coreFormsInstrumentScoreSchema>;
