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

/** A symptom-count rule's result (PCL-5 provisional PTSD diagnosis), as stored with the document. */
export const coreFormsSymptomCountSchema = z.object({
  /** Rule code ("provisionalPtsd"); its name comes from the instrument library. */
  id: z.string(),
  /** Null when an item the rule counts was left unanswered. */
  met: z.boolean().nullable(),
  /** Items endorsed per subscale (a scale id), against the minimum the rule needs. */
  criteria: z.array(z.object({ scale: z.string(), min: z.number().int(), endorsed: z.number().int() })),
});
export type CoreFormsSymptomCount = z.infer<typeof coreFormsSymptomCountSchema>;

/** A document's declarative score as completed: scales, alerts, symptom counts and the instrument version. */
export const coreFormsScoreDetailsSchema = z
  .object({
    instrument: z.object({ id: z.string(), version: z.string() }).optional(),
    scales: z.array(coreFormsScaleScoreSchema),
    alerts: z.array(z.string()),
    /** Absent on forms without a symptom-count rule, and on scores stored before it existed. */
    symptomCounts: z.array(coreFormsSymptomCountSchema).optional(),
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
    /** The instrument's subscales (PCL-5 clusters), each null when an item of it was unanswered. */
    subscales: z.array(z.object({ id: z.string(), total: z.number().nullable() })),
    /** Each symptom-count rule's result (PCL-5 provisional PTSD diagnosis); null when undetermined. */
    symptomCounts: z.array(z.object({ id: z.string(), met: z.boolean().nullable() })),
  })
  .meta({ id: 'CoreFormsInstrumentScore' });
export type CoreFormsInstrumentScore = z.infer<typeof coreFormsInstrumentScoreSchema>;
