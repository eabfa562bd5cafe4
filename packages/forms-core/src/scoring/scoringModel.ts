import { z } from 'zod';

/**
 * Declarative scoring of a form (issue 19.2), as SDC's ordinalValue/itemWeight plus the rules a
 * validated instrument publishes: item weights by answer, scales (a total and any subscales) over
 * items, the rule for missing answers, severity bands, screening cut-offs and answers that raise
 * a safety alert. Data, never code: the same definition scores in the browser and on the server,
 * and exports to FHIR. Forms without it keep their free `scoreFunctionBody`.
 */

/** A severity band of a scale: totals from `min` to `max`, both included. */
export const scoreBandSchema = z.object({
  min: z.number(),
  max: z.number(),
  /** Stable code stored with the document ("moderatelySevere"); labels are the reader's language. */
  code: z.string().min(1),
});
export type ScoreBand = z.infer<typeof scoreBandSchema>;

/** What a scale does when some of its items are unanswered. */
export const missingRuleSchema = z.discriminatedUnion('kind', [
  /** Any unanswered item: no total (the instrument does not allow estimating it). */
  z.object({ kind: z.literal('noTotal') }),
  /**
   * Up to `maxMissing` unanswered items: the total is the mean of the answered items times the
   * number of items, rounded to a whole number; more: no total.
   */
  z.object({ kind: z.literal('prorate'), maxMissing: z.number().int().min(1) }),
]);
export type MissingRule = z.infer<typeof missingRuleSchema>;

/** A screening cut-off: positive from `min` on; `sex` limits it to patients of that sex. */
export const cutOffSchema = z.object({ min: z.number(), sex: z.enum(['female', 'male']).optional() });
export type CutOff = z.infer<typeof cutOffSchema>;

export const scoreScaleSchema = z.object({
  /** "total", or a subscale's id ("clusterB"). */
  id: z.string().min(1),
  /** LOINC code of the scale's result, where LOINC has one (PHQ-9 total: 44261-6). */
  loinc: z.string().optional(),
  /** The items scored, by component id. */
  items: z.array(z.string().min(1)).min(1),
  /**
   * How the items' weights make the scale's result: their sum, or the highest of them (a triage
   * level, as the C-SSRS screener's risk is the most serious answer given).
   */
  aggregate: z.enum(['sum', 'max']).default('sum'),
  missing: missingRuleSchema,
  bands: z.array(scoreBandSchema).default([]),
  /** Screening cut-offs; empty when the scale does not screen. */
  cutOffs: z.array(cutOffSchema).default([]),
});
export type ScoreScale = z.infer<typeof scoreScaleSchema>;

/**
 * An answer that must reach a clinician: an item scoring at least `min` (PHQ-9 item 9 > 0). Several
 * items may share a code (any "yes" on the C-SSRS screener); the code is raised once.
 */
export const scoreAlertSchema = z.object({
  code: z.string().min(1),
  item: z.string().min(1),
  min: z.number(),
});
export type ScoreAlert = z.infer<typeof scoreAlertSchema>;

/**
 * A diagnostic symptom-count rule (the National Center for PTSD's DSM-5 rule for the PCL-5): an
 * item weighing at least `itemMin` counts as a symptom endorsed, and the rule is met when each
 * criterion's scale has at least `min` endorsed items. Its result is stored with the score, as the
 * band is; it is a provisional result for a clinician to confirm, never a diagnosis.
 */
export const symptomCountSchema = z.object({
  /** Stable code stored with the result ("provisionalPtsd"); labels are the reader's language. */
  id: z.string().min(1),
  itemMin: z.number(),
  criteria: z.array(z.object({ scale: z.string().min(1), min: z.number().int().min(1) })).min(1),
});
export type SymptomCount = z.infer<typeof symptomCountSchema>;

export const formScoringSchema = z.object({
  /** The library instrument and its version, stored with every score so old results stay read as scored. */
  instrument: z.object({ id: z.string().min(1), version: z.string().min(1) }).optional(),
  /** Weight of each answer value, by component id. An item without weights is not scored. */
  weights: z.record(z.string(), z.record(z.string(), z.number())),
  scales: z.array(scoreScaleSchema).min(1),
  alerts: z.array(scoreAlertSchema).default([]),
  /** Absent on forms scored before the rule existed, and on instruments without one. */
  symptomCounts: z.array(symptomCountSchema).optional(),
});
export type FormScoring = z.infer<typeof formScoringSchema>;
export type FormScoringInput = z.input<typeof formScoringSchema>;
