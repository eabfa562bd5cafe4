/**
 * The date-time picker's value is "date time" ("2024-03-05 14:30"); its all-day toggle
 * stores "date allDay" and keeps the time aside so turning it off restores it.
 */
export const ALL_DAY_MARKER = 'allDay';

function splitDateTime(value: string): { date: string; time: string | null } {
  const [date = '', time] = value.trim().split(/\s+/, 2);
  return { date, time: time ?? null };
}

export function isAllDayValue(value: string): boolean {
  return splitDateTime(value).time === ALL_DAY_MARKER;
}

/** Turning all-day on: the new value, and the time to restore later (null when there was none). */
export function turnAllDayOn(value: string): { value: string; previousTime: string | null } {
  const { date, time } = splitDateTime(value);
  return { value: `${date} ${ALL_DAY_MARKER}`, previousTime: time === ALL_DAY_MARKER ? null : time };
}

/** Turning all-day off restores the previous time, else the picker's start of day. */
export function turnAllDayOff(value: string, previousTime: string | null, defaultTime = '00:00'): string {
  return `${splitDateTime(value).date} ${previousTime ?? defaultTime}`;
}
