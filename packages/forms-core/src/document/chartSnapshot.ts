/**
 * The patient's chart as the clinical sections of a document show it, in the catalogue's value
 * shapes (one list per chart-backed section). Filled in by the chart-sections work.
 */
export interface ChartSnapshot {
  allergies: readonly Readonly<Record<string, unknown>>[];
}
