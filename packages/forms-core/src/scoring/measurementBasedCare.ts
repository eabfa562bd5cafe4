import type { FormScoring } from './scoringModel';

/** One completed instrument's total, as the chart lists it. */
export interface MeasurementPoint {
  documentId: string;
  /** ISO instant of completion. */
  date: string;
  total: number;
  band: string | null;
}

export interface MeasurementRow extends MeasurementPoint {
  /** Total minus the first (baseline) total; null on the baseline itself. */
  changeFromBaseline: number | null;
  /** A drop of at least half from a baseline above 0; null on the baseline. */
  response: boolean | null;
  /** Below the instrument's remission threshold; null when it defines none. */
  remission: boolean | null;
}

/**
 * The measurement-based-care table of one instrument: the totals oldest first, each with its
 * change from the first (the baseline), response (a drop of 50 % or more) and remission (a total
 * below the instrument's threshold, such as PHQ-9 under 5).
 */
export function measurementRows(
  points: readonly MeasurementPoint[],
  remissionBelow?: number,
): MeasurementRow[] {
  const ordered = [...points].sort(
    (a, b) => a.date.localeCompare(b.date) || a.documentId.localeCompare(b.documentId),
  );
  const baseline = ordered[0]?.total;
  return ordered.map((point, index) => ({
    ...point,
    changeFromBaseline: index === 0 || baseline === undefined ? null : point.total - baseline,
    response: index === 0 || baseline === undefined ? null : baseline > 0 && point.total <= baseline / 2,
    remission: remissionBelow === undefined ? null : point.total < remissionBelow,
  }));
}

/**
 * The totals a scale can reach: the sum of each item's lowest and highest weight (PHQ-9 0–27).
 * A trend chart's axis spans it, so every band keeps its place whatever the patient scored.
 */
export function scaleRange(scoring: FormScoring, scaleId = 'total'): { min: number; max: number } | null {
  const scale = scoring.scales.find((candidate) => candidate.id === scaleId);
  if (!scale) return null;
  let min = 0;
  let max = 0;
  for (const item of scale.items) {
    const weights = Object.values(scoring.weights[item] ?? {});
    if (weights.length === 0) continue;
    min += Math.min(...weights);
    max += Math.max(...weights);
  }
  return { min, max };
}
