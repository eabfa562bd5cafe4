import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { isIsoDate } from './isoDate';

dayjs.extend(utc);

/**
 * Every date rule here works in clinic time: a fixed UTC offset in minutes, passed in
 * (e.g. a location's timeZoneHoursShift × 60), never the machine's own time zone, so
 * browser and server agree. A Date, an epoch number or an ISO string with Z or an offset
 * is an instant, converted to clinic time; an ISO string without an offset
 * ("2024-03-05", "2024-03-05T14:30:00") already is clinic wall-clock time.
 */
export type DateInput = string | number | Date | null | undefined;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const ISO_DATE_LENGTH = 'YYYY-MM-DD'.length;
const MS_PER_MINUTE = 60_000;

/**
 * The clinic's wall clock for a value, as a UTC-mode Dayjs whose fields read as clinic
 * date and time (so startOf/endOf/subtract work on clinic days); null when unreadable.
 */
export function clinicWallClock(value: DateInput, utcOffsetMinutes: number): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') {
    return fromInstant(value instanceof Date ? value.getTime() : value, utcOffsetMinutes);
  }
  const text = value.trim();
  const match = ISO_DATE_TIME.exec(text);
  // An impossible day (2023-02-30) is unreadable, as validation says, not rolled over into March.
  if (!match || !isIsoDate(text.slice(0, ISO_DATE_LENGTH))) return null;
  if (match[1] !== undefined) return fromInstant(Date.parse(text), utcOffsetMinutes);
  const wallClock = dayjs.utc(text);
  return wallClock.isValid() ? wallClock : null;
}

/** The instant a clinic wall-clock time stands for. */
export function clinicInstant(wallClock: Dayjs, utcOffsetMinutes: number): Date {
  return new Date(wallClock.valueOf() - utcOffsetMinutes * MS_PER_MINUTE);
}

function fromInstant(epochMs: number, utcOffsetMinutes: number): Dayjs | null {
  return Number.isFinite(epochMs) ? dayjs.utc(epochMs + utcOffsetMinutes * MS_PER_MINUTE) : null;
}
