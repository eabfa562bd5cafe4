/** A row holds 1 to 12 columns on a 12-column grid (spec forms.md section 3). */
export const MIN_COLUMNS = 1;
export const MAX_COLUMNS = 12;
export const GRID_COLUMNS = 12;

/** A column count or width brought into 1..12 (NaN counts as 1). */
export function clampColumns(value: number): number {
  if (!Number.isFinite(value)) return MIN_COLUMNS;
  return Math.min(MAX_COLUMNS, Math.max(MIN_COLUMNS, Math.round(value)));
}

/** Widths filling the 12-column grid as evenly as they can: 5 columns are 3, 3, 2, 2, 2. */
export function evenColumnWidths(count: number): number[] {
  const columns = clampColumns(count);
  const base = Math.floor(GRID_COLUMNS / columns);
  const extra = GRID_COLUMNS % columns;
  return Array.from({ length: columns }, (_, index) => base + (index < extra ? 1 : 0));
}
