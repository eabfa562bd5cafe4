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
 * written, instants at `utcOffsetMinutes` (UTC by default). Display helpers show a text for
 * an empty value and an unreadable value unchanged, so nothing entered is ever hidden.
 */

function isEmpty(value: DateInput): value is null | undefined | '' {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/** Time-only text ("14:30", "14:30:15") is read on an arbitrary day, since only the time is shown. */
function wallClockWithTime(value: DateInput, utcOffsetMinutes: number) {
  if (typeof value === 'string' && timeToMinutes(value) !== null)
    return dayjs.utc(`2000-01-01T${value.trim()}`);
  return clinicWallClock(value, utcOffsetMinutes);
}

function display(
  value: DateInput,
  format: string,
  utcOffsetMinutes: number,
  emptyText: string,
  withTime = false,
) {
  if (isEmpty(value)) return emptyText;
  const wallClock = withTime
    ? wallClockWithTime(value, utcOffsetMinutes)
    : clinicWallClock(value, utcOffsetMinutes);
  return wallClock ? wallClock.format(format) : String(value);
}

/** YYYY-MM-DD, the stored date; null when empty or unreadable. */
export function toIsoDate(value: DateInput, utcOffsetMinutes = 0): string | null {
  return clinicWallClock(value, utcOffsetMinutes)?.format(ISO_DATE_FORMAT) ?? null;
}

/** HH:mm:ss, the stored time; null when empty or unreadable. */
export function toIsoTime(value: DateInput, utcOffsetMinutes = 0): string | null {
  return wallClockWithTime(value, utcOffsetMinutes)?.format(ISO_TIME_FORMAT) ?? null;
}

/** MM/DD/YYYY, or '--'. */
export function formatDisplayDate(value: DateInput, utcOffsetMinutes = 0): string {
  return display(value, DISPLAY_DATE_FORMAT, utcOffsetMinutes, EMPTY_VALUE_TEXT);
}

/** hh:mm A, or '--'. */
export function formatDisplayTime(value: DateInput, utcOffsetMinutes = 0): string {
  return display(value, DISPLAY_TIME_FORMAT, utcOffsetMinutes, EMPTY_VALUE_TEXT, true);
}

/** MM/DD/YYYY hh:mm A, or '--'. */
export function formatDisplayDateTime(value: DateInput, utcOffsetMinutes = 0): string {
  return display(value, DISPLAY_DATE_TIME_FORMAT, utcOffsetMinutes, EMPTY_VALUE_TEXT);
}

/** A Datatable date cell: MMM DD, YYYY, or '--'. */
export function formatDatatableDate(value: DateInput, utcOffsetMinutes = 0): string {
  return display(value, DATATABLE_DATE_FORMAT, utcOffsetMinutes, EMPTY_VALUE_TEXT);
}

/** A Datatable time cell: hh:mm a, or '--'. */
export function formatDatatableTime(value: DateInput, utcOffsetMinutes = 0): string {
  return display(value, DATATABLE_TIME_FORMAT, utcOffsetMinutes, EMPTY_VALUE_TEXT, true);
}

/** The dispense report's dispensed column: MM/DD/YYYY hh:mm A, or 'Not Yet Dispensed'. */
export function formatDispensed(value: DateInput, utcOffsetMinutes = 0): string {
  return display(value, DISPLAY_DATE_TIME_FORMAT, utcOffsetMinutes, NOT_YET_DISPENSED_TEXT);
}

/** A billing date: MM/DD/YYYY, or 'Not selected'. */
export function formatSelectedDate(value: DateInput, utcOffsetMinutes = 0): string {
  return display(value, DISPLAY_DATE_FORMAT, utcOffsetMinutes, NOT_SELECTED_DATE_TEXT);
}
