/**
 * A number property below its minimum is raised to the minimum (e.g. minLength 0,
 * columnsCount 1). Null means "not set" (maxLength, maxOptions) and stays null.
 */
export function clampToMinimum(value: number | null, minimum: number): number | null {
  if (value === null) return null;
  return Number.isNaN(value) ? minimum : Math.max(value, minimum);
}
