import { formatDisplayDateTime, viewerTimeZone, withZoneLabel, zoneLabel } from '@clinic/forms-core';
import dayjs from 'dayjs';

/** The product's display formats (portal.md section 5): MM/DD/YYYY and hh:mm A; '--' when empty. */
export const dateFormat = 'MM/DD/YYYY';
export const timeFormat = 'hh:mm A';

export function formatDate(value: string | null | undefined): string {
  return value ? dayjs(value).format(dateFormat) : '--';
}

export function formatDateTime(value: string | null | undefined): string {
  return value ? dayjs(value).format(`${dateFormat} ${timeFormat}`) : '--';
}

/**
 * An instant of a patient's record on the location's clock, with the zone's short name when the
 * browser's zone reads it differently ("03/09/2026 09:30 AM EDT"): the document, its printout and
 * the portal show the same.
 */
export function formatAtLocation(value: string | null | undefined, timeZone: string): string {
  if (!value) return '--';
  return withZoneLabel(formatDisplayDateTime(value, timeZone), zoneLabel(value, timeZone, viewerTimeZone()));
}

/** A location wall-clock time 'YYYY-MM-DDTHH:mm' shown as it reads at the location (no zone shift). */
export function formatWallClock(value: string | null | undefined): string {
  return value ? dayjs(value.slice(0, 16)).format(`${dateFormat} ${timeFormat}`) : '--';
}

/** Today's calendar date where the user is, 'YYYY-MM-DD' (the UTC date is tomorrow on an American evening). */
export function localToday(): string {
  return dayjs().format('YYYY-MM-DD');
}

/**
 * A document's effective date is a calendar day the server keeps as that day's UTC midnight: its
 * date part, 'YYYY-MM-DD', which clinic-time rules and displays take as the day itself (read as an
 * instant it is the day before anywhere west of UTC).
 */
export function calendarDay(value: string | null): string | null {
  return value ? value.slice(0, 10) : null;
}
