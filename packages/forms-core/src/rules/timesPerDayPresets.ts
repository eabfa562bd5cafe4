/**
 * Administration times preset for 1 to 8 times a day (spec forms.md section 9). Kept in the
 * spec's order: 6, 7 and 8 append 23:00, 05:00 and 02:00 to the previous preset, so the
 * later presets are not chronological; sort them for display if needed.
 */
export const TIMES_PER_DAY_PRESETS: Readonly<Record<number, readonly string[]>> = {
  1: ['08:00'],
  2: ['08:00', '20:00'],
  3: ['08:00', '14:00', '20:00'],
  4: ['08:00', '12:00', '16:00', '20:00'],
  5: ['08:00', '11:00', '14:00', '17:00', '20:00'],
  6: ['08:00', '11:00', '14:00', '17:00', '20:00', '23:00'],
  7: ['08:00', '11:00', '14:00', '17:00', '20:00', '23:00', '05:00'],
  8: ['08:00', '11:00', '14:00', '17:00', '20:00', '23:00', '05:00', '02:00'],
};

/** The preset times for a number of times per day; none outside 1 to 8. */
export function timesPerDayPreset(timesPerDay: number): string[] {
  return [...(TIMES_PER_DAY_PRESETS[timesPerDay] ?? [])];
}
