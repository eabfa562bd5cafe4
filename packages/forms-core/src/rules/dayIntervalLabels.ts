/** "Every N days" choices of a scheduled medication, with their labels (spec forms.md section 9). */
export const DAY_INTERVAL_OPTIONS: ReadonlyArray<{ days: number; label: string }> = [
  { days: 2, label: 'every 2 days' },
  { days: 3, label: 'every 3 days' },
  { days: 7, label: '1 time per week' },
  { days: 14, label: 'every two weeks' },
  { days: 21, label: 'every 3 weeks' },
  { days: 28, label: 'every 28 days' },
  { days: 30, label: 'every 30 days' },
];

/** The label of a day interval, or null for an interval not offered. */
export function dayIntervalLabel(days: number): string | null {
  return DAY_INTERVAL_OPTIONS.find((option) => option.days === days)?.label ?? null;
}
