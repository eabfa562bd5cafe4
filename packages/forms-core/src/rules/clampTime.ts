import { minutesToTime, timeToMinutes } from './timeOfDay';

/** Default bounds of the date-time picker. */
export const DATE_TIME_PICKER_MIN_TIME = '00:00';
export const DATE_TIME_PICKER_MAX_TIME = '23:59';

/** A time moved inside the picker's bounds ("HH:mm"); null when the time is unreadable. */
export function clampTime(
  time: string,
  min: string = DATE_TIME_PICKER_MIN_TIME,
  max: string = DATE_TIME_PICKER_MAX_TIME,
): string | null {
  const minutes = timeToMinutes(time);
  if (minutes === null) return null;
  const low = timeToMinutes(min) ?? 0;
  const high = timeToMinutes(max) ?? 24 * 60 - 1;
  return minutesToTime(Math.min(Math.max(minutes, low), high));
}
