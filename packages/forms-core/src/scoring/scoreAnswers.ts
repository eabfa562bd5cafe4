import type { CutOff, FormScoring, ScoreScale, SymptomCount } from './scoringModel';

/** The result of one scale, as stored with the document. */
export interface ScaleScore {
  id: string;
  loinc?: string;
  /** Null when too many items are unanswered for the instrument's missing-answer rule. */
  total: number | null;
  answered: number;
  /** Items asked and left unanswered. */
  missing: number;
  /** Items the form's skip logic did not ask (hidden): neither answered nor missing. */
  notAsked: number;
  /** The total was estimated from the answered items (prorated). */
  prorated: boolean;
  /** Code of the band holding the total, or null (no total, or no bands). */
  band: string | null;
  /** Screening result; null when the scale does not screen or has no total. */
  positive: boolean | null;
}

/** The result of a symptom-count rule, as stored with the document. */
export interface SymptomCountResult {
  id: string;
  /** Null when an asked item of a criterion's scale is unanswered (as the total is then). */
  met: boolean | null;
  /** Each criterion with the items endorsed among those answered, in definition order. */
  criteria: { scale: string; min: number; endorsed: number }[];
}

export interface ScoreResult {
  instrument?: { id: string; version: string };
  scales: ScaleScore[];
  /** Codes of the alerts the answers raise, each once, in definition order. */
  alerts: string[];
  /** Present when the scoring has symptom-count rules. */
  symptomCounts?: SymptomCountResult[];
}

/** The patient facts a scoring rule may depend on (AUDIT-C's cut-off differs by sex). */
export interface ScoringPatient {
  sex?: 'female' | 'male';
}

const nothingHidden: ReadonlySet<string> = new Set();

/**
 * Scores answers (an answer value by component id) by a form's declarative scoring. Items in
 * `notAsked` were hidden by the form's skip logic (C-SSRS questions 3–5 after a "no" to question
 * 2): any answer they still hold is ignored, they add nothing to a total and are not "missing".
 * Pure: the document pipeline runs it in the browser and on the server alike.
 */
export function scoreAnswers(
  scoring: FormScoring,
  answers: Readonly<Record<string, string | undefined>>,
  patient: ScoringPatient = {},
  notAsked: ReadonlySet<string> = nothingHidden,
): ScoreResult {
  const weightOf = (item: string): number | undefined => {
    const answer = answers[item];
    return answer === undefined || notAsked.has(item) ? undefined : scoring.weights[item]?.[answer];
  };
  return {
    ...(scoring.instrument ? { instrument: scoring.instrument } : {}),
    scales: scoring.scales.map((scale) => scoreScale(scale, weightOf, patient, notAsked)),
    alerts: [
      ...new Set(
        scoring.alerts
          .filter((alert) => {
            const weight = weightOf(alert.item);
            return weight !== undefined && weight >= alert.min;
          })
          .map((alert) => alert.code),
      ),
    ],
    ...(scoring.symptomCounts?.length
      ? {
          symptomCounts: scoring.symptomCounts.map((rule) =>
            countSymptoms(rule, scoring, weightOf, notAsked),
          ),
        }
      : {}),
  };
}

/**
 * A symptom-count rule over the scales its criteria name. An item not asked is not endorsed (the
 * skip rule's "no"); an asked item unanswered could have been a symptom, so the rule has no
 * result, though the counts of what was answered are kept for the reader.
 */
function countSymptoms(
  rule: SymptomCount,
  scoring: FormScoring,
  weightOf: (item: string) => number | undefined,
  notAsked: ReadonlySet<string>,
): SymptomCountResult {
  let unanswered = false;
  const criteria = rule.criteria.map(({ scale, min }) => {
    const items = scoring.scales.find((candidate) => candidate.id === scale)?.items ?? [];
    let endorsed = 0;
    for (const item of items) {
      if (notAsked.has(item)) continue;
      const weight = weightOf(item);
      if (weight === undefined) unanswered = true;
      else if (weight >= rule.itemMin) endorsed += 1;
    }
    return { scale, min, endorsed };
  });
  return {
    id: rule.id,
    met: unanswered ? null : criteria.every((criterion) => criterion.endorsed >= criterion.min),
    criteria,
  };
}

function scoreScale(
  scale: ScoreScale,
  weightOf: (item: string) => number | undefined,
  patient: ScoringPatient,
  notAsked: ReadonlySet<string>,
): ScaleScore {
  const asked = scale.items.filter((item) => !notAsked.has(item));
  const weights = asked.map(weightOf).filter((weight) => weight !== undefined);
  const answered = weights.length;
  const missing = asked.length - answered;
  const total = totalOf(scale, weights, asked.length, missing);
  return {
    id: scale.id,
    ...(scale.loinc ? { loinc: scale.loinc } : {}),
    total,
    answered,
    missing,
    notAsked: scale.items.length - asked.length,
    prorated: total !== null && missing > 0,
    band:
      total === null
        ? null
        : (scale.bands.find((band) => band.min <= total && total <= band.max)?.code ?? null),
    positive: total === null ? null : screen(scale.cutOffs, total, patient),
  };
}

/**
 * The scale's total over the asked items. Prorating estimates the asked items only: an item not
 * asked is a "no" by the instrument's own skip rule, not an unknown.
 */
function totalOf(
  scale: ScoreScale,
  weights: readonly number[],
  asked: number,
  missing: number,
): number | null {
  const answered = weights.length;
  if (scale.aggregate === 'max') {
    // The most serious answer cannot be estimated: an unanswered item could have been it.
    if (missing > 0) return null;
    return Math.max(0, ...weights);
  }
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (missing === 0) return roundWeights(sum);
  if (scale.missing.kind === 'noTotal' || missing > scale.missing.maxMissing || answered === 0) return null;
  return Math.round((sum / answered) * asked);
}

/** Decimal weights must not show binary noise (0.1 + 0.2 → 0.3). */
function roundWeights(sum: number): number {
  return Math.round(sum * 1e6) / 1e6;
}

/**
 * The cut-off for the patient's sex when the scale has one, else the general one. A patient whose
 * sex is not recorded meets the lowest cut-off: a screen errs towards a clinician's second look.
 */
function screen(cutOffs: readonly CutOff[], total: number, patient: ScoringPatient): boolean | null {
  if (cutOffs.length === 0) return null;
  const forSex = patient.sex ? cutOffs.find((cutOff) => cutOff.sex === patient.sex) : undefined;
  const general = cutOffs.find((cutOff) => cutOff.sex === undefined);
  const min = (forSex ?? general)?.min ?? Math.min(...cutOffs.map((cutOff) => cutOff.min));
  return total >= min;
}
