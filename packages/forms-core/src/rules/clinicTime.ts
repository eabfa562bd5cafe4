import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import { instantToWallMs, wallToInstantMs } from '../timeZones/zonedTime';
import { isIsoDate } from './isoDate';

dayjs.extend(utc);

/**
 * Every date rule here works in clinic time: the location's IANA zone, passed in ("UTC" when
 * there is none), never the machine's own time zone, so browser, server and printout agree, and
 * daylight-saving changes are followed (timeZones/zonedTime). A Date, an epoch number or an ISO string with Z or an offset
 * is an instant, converted to clinic time; an ISO string without an offset
 * ("2024-03-05", "2024-03-05T14:30:00") already is clinic wall-clock time.
 */
export type DateInput = string | number | Date | null | undefined;

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/i;
const ISO_DATE_LENGTH = 'YYYY-MM-DD'.length;

/**
 * The clinic's wall clock for a value, as a UTC-mode Dayjs whose fields read as clinic
 * date and time (so startOf/endOf/subtract work on clinic days); null when unreadable.
 */
export function clinicWallClock(value: DateInput, timeZone: string): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string') {
    return fromInstant(value instanceof Date ? value.getTime() : value, timeZone);
  }
  const text = value.trim();
  const match = ISO_DATE_TIME.exec(text);
  // An impossible day (2023-02-30) is unreadable, as validation says, not rolled over into March.
  if (!match || !isIsoDate(text.slice(0, ISO_DATE_LENGTH))) return null;
  if (match[1] !== undefined) return fromInstant(Date.parse(text), timeZone);
  const wallClock = dayjs.utc(text);
  return wallClock.isValid() ? wallClock : null;
}

/**
 * The epoch milliseconds of a value that is an instant (a Date, a number, ISO text with Z or an
 * offset); null for wall-clock text and unreadable values, which belong to no zone.
 */
export function instantOf(value: DateInput): number | null {
  if (value instanceof Date || typeof value === 'number') {
    const ms = value instanceof Date ? value.getTime() : value;
    return Number.isFinite(ms) ? ms : null;
  }
  if (typeof value !== 'string') return null;
  const match = ISO_DATE_TIME.exec(value.trim());
  return match?.[1] !== undefined ? Date.parse(value.trim()) : null;
}

/** The instant a clinic wall-clock time stands for. */
export function clinicInstant(wallClock: Dayjs, timeZone: string): Date {
  return new Date(wallToInstantMs(timeZone, wallClock.valueOf()));
}

function fromInstant(epochMs: number, timeZone: string): Dayjs | null {
  return Number.isFinite(epochMs) ? dayjs.utc(instantToWallMs(timeZone, epochMs)) : null;
}
