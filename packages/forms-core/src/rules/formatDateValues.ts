import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { clinicWallClock, type DateInput } from './clinicTime';
import {
  DATATABLE_DATE_FORMAT,
  DATATABLE_TIME_FORMAT,
  DISPLAY_DATE_FORMAT,
  DISPLAY_DATE_TIME_FORMAT,
  DISPLAY_TIME_FORMAT,
  EMPTY_VALUE_TEXT,
  ISO_DATE_FORMAT,
  ISO_TIME_FORMAT,
  NOT_SELECTED_DATE_TEXT,
  NOT_YET_DISPENSED_TEXT,
} from './displayFormats';
import { timeToMinutes } from './timeOfDay';

dayjs.extend(utc);

/**
 * Date and time formatting in clinic time (see clinicTime): values without an offset show as
 * written, instants at `timeZone` (UTC by default). Display helpers show a text for
 * an empty value and an unreadable value unchanged, so nothing entered is ever hidden.
 */

function isEmpty(value: DateInput): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Time-only text ("14:30", "14:30:15") is read on an arbitrary day, since only the time is shown. */
function wallClockWithTime(value: DateInput, timeZone: string) {
  if (typeof value === 'string' && timeToMinutes(value) !== null)
    return dayjs.utc(`2000-01-01T${value.trim()}`);
  return clinicWallClock(value, timeZone);
}

function display(value: DateInput, format: string, timeZone: string, emptyText: string, withTime = false) {
  if (isEmpty(value)) return emptyText;
  const wallClock = withTime ? wallClockWithTime(value, timeZone) : clinicWallClock(value, timeZone);
  return wallClock ? wallClock.format(format) : String(value);
}

/** YYYY-MM-DD, the stored date; null when empty or unreadable. */
export function toIsoDate(value: DateInput, timeZone = 'UTC'): string | null {
  return clinicWallClock(value, timeZone)?.format(ISO_DATE_FORMAT) ?? null;
}

/** HH:mm:ss, the stored time; null when empty or unreadable. */
export function toIsoTime(value: DateInput, timeZone = 'UTC'): string | null {
  return wallClockWithTime(value, timeZone)?.format(ISO_TIME_FORMAT) ?? null;
}

/** MM/DD/YYYY, or '--'. */
export function formatDisplayDate(value: DateInput, timeZone = 'UTC'): string {
  return display(value, DISPLAY_DATE_FORMAT, timeZone, EMPTY_VALUE_TEXT);
}

/** hh:mm A, or '--'. */
export function formatDisplayTime(value: DateInput, timeZone = 'UTC'): string {
  return display(value, DISPLAY_TIME_FORMAT, timeZone, EMPTY_VALUE_TEXT, true);
}

/** MM/DD/YYYY hh:mm A, or '--'. */
export function formatDisplayDateTime(value: DateInput, timeZone = 'UTC'): string {
  return display(value, DISPLAY_DATE_TIME_FORMAT, timeZone, EMPTY_VALUE_TEXT);
}

/** A Datatable date cell: MMM DD, YYYY, or '--'. */
export function formatDatatableDate(value: DateInput, timeZone = 'UTC'): string {
  return display(value, DATATABLE_DATE_FORMAT, timeZone, EMPTY_VALUE_TEXT);
}

/** A Datatable time cell: hh:mm a, or '--'. */
export function formatDatatableTime(value: DateInput, timeZone = 'UTC'): string {
  return display(value, DATATABLE_TIME_FORMAT, timeZone, EMPTY_VALUE_TEXT, true);
}

/** The dispense report's dispensed column: MM/DD/YYYY hh:mm A, or 'Not Yet Dispensed'. */
export function formatDispensed(value: DateInput, timeZone = 'UTC'): string {
  return display(value, DISPLAY_DATE_TIME_FORMAT, timeZone, NOT_YET_DISPENSED_TEXT);
}

/** A billing date: MM/DD/YYYY, or 'Not selected'. */
export function formatSelectedDate(value: DateInput, timeZone = 'UTC'): string {
  return display(value, DISPLAY_DATE_FORMAT, timeZone, NOT_SELECTED_DATE_TEXT);
}
