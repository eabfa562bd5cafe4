import type { ScoreBand } from '@clinic/forms-core';

/** The trend chart's height in pixels; its placeholder takes the same while it loads. */
export const chartHeight = 280;

/** A severity band as the trend chart shades it. */
export interface TrendBand {
  code: string;
  label: string;
  /** Lower and upper edge on the total axis. */
  from: number;
  to: number;
  color: string;
}

/** Mantine colours from the mildest band to the most severe. */
const bandPalette = ['teal', 'lime', 'yellow', 'orange', 'red'] as const;

/**
 * Each band shaded from half a point below its lowest total to half a point above its highest:
 * totals are whole numbers, so adjacent bands (PHQ-9 0–4, 5–9) meet without a gap and a total
 * on a band's edge sits inside its own band, not on a border.
 */
export function trendBands(
  bands: readonly ScoreBand[],
  label: (code: string) => string,
  range: { min: number; max: number },
): TrendBand[] {
  const ordered = [...bands].sort((a, b) => a.min - b.min);
  const last = Math.max(1, ordered.length - 1);
  return ordered.map((band, index) => ({
    code: band.code,
    label: label(band.code),
    from: Math.max(range.min, band.min - 0.5),
    to: Math.min(range.max, band.max + 0.5),
    color: bandPalette[Math.round((index * (bandPalette.length - 1)) / last)] ?? 'gray',
  }));
}

interface SummaryPoint {
  date: string;
  total: number;
  band: string | null;
}

/** The chart's text alternative: how many results, and the first and latest with their bands. */
export function trendSummary(
  name: string,
  points: readonly SummaryPoint[],
  describe: { date: (iso: string) => string; band: (code: string) => string },
): string {
  const first = points[0];
  const latest = points.at(-1);
  if (!first || !latest) return `${name}: no totals yet.`;
  const reading = (point: SummaryPoint) =>
    `${point.total}${point.band ? ` (${describe.band(point.band)})` : ''} on ${describe.date(point.date)}`;
  if (points.length === 1) return `${name} total over time: 1 result, ${reading(first)}.`;
  const change = latest.total - first.total;
  const direction = change < 0 ? `down ${-change}` : change > 0 ? `up ${change}` : 'unchanged';
  return `${name} total over time: ${points.length} results, from ${reading(first)} to ${reading(latest)} (${direction}).`;
}
