import { locationDate } from '../../../scheduling/locationTimeZone';

const hourMs = 3_600_000;
const dayMs = 24 * hourMs;

/**
 * A calendar date at a location, held as midnight UTC of that date so day arithmetic never
 * meets the server's own time zone.
 */
export function locationToday(now: Date, timeZone: string): Date {
  return new Date(`${locationDate(timeZone, now)}T00:00:00Z`);
}

/**
 * `dayOffset` days from `today`, moved off a weekend away from today (Saturday back to Friday
 * for past days, forward to Monday for future ones), so a past visit stays past, an upcoming
 * one stays upcoming, and both fall on the clinicians' Monday-to-Friday hours.
 */
export function weekdayFrom(today: Date, dayOffset: number): Date {
  const step = dayOffset < 0 ? -1 : 1;
  let day = new Date(today.getTime() + dayOffset * dayMs);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day = new Date(day.getTime() + step * dayMs);
  return day;
}

/** "YYYY-MM-DD" of a calendar date from locationToday/weekdayFrom. */
export function formatDate(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** The wall-clock timestamp "YYYY-MM-DD HH:mm:ss" at `time` ("HH:mm") plus `addMinutes` on `day`. */
export function wallClockTimestamp(day: Date, time: string, addMinutes = 0): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) throw new Error(`Expected "HH:mm", got "${time}"`);
  const minutes = Number(match[1]) * 60 + Number(match[2]) + addMinutes;
  return new Date(day.getTime() + minutes * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** The instant `days` days before `now`, as an ISO string (for sharedAt, completedAt...). */
export function daysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * dayMs).toISOString();
}
