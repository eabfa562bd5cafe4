import { isAllDayValue } from '../../rules/allDayValue';
import { clinicWallClock } from '../../rules/clinicTime';
import {
  formatDatatableTime,
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayTime,
} from '../../rules/formatDateValues';
import { withZoneLabel, zoneLabel } from '../../timeZones/zoneLabel';
import { EMPTY_DISPLAY } from './displayCells';
import { displayTexts } from './displayTexts';
import type { DisplayEmpty, DisplayOptions, DisplayText } from './displayValueTypes';

type DateCell = DisplayText | DisplayEmpty;
/** The clinic offset defaults to UTC, as forms-core's date formats do. */
type DateContext = DisplayOptions;

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Dates arrive as text, epoch numbers or Dates; an unreadable one is shown as written (never hidden). */
function dateCell(value: unknown, format: (value: string | number | Date) => string): DateCell {
  if (isBlank(value) || (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)))
    return EMPTY_DISPLAY;
  return { kind: 'text', text: format(value) };
}

/** MM/DD/YYYY (forms.md section 9). */
export function displayDate(value: unknown, context: DateContext): DateCell {
  return dateCell(value, (date) => formatDisplayDate(date, context.timeZone ?? 'UTC'));
}

/** An instant's time with the clinic zone's name when the reader's zone reads it differently. */
function labelled(text: string, value: string | number | Date, context: DateContext): string {
  const timeZone = context.timeZone ?? 'UTC';
  return withZoneLabel(
    text,
    zoneLabel(value, timeZone, context.viewerTimeZone ?? timeZone, context.language),
  );
}

/** hh:mm A. */
export function displayTime(value: unknown, context: DateContext): DateCell {
  return dateCell(value, (time) =>
    labelled(formatDisplayTime(time, context.timeZone ?? 'UTC'), time, context),
  );
}

/** MM/DD/YYYY hh:mm A; a date-time picker's all-day value as MM/DD/YYYY All day. */
export function displayDateTime(value: unknown, context: DateContext): DateCell {
  if (typeof value === 'string' && isAllDayValue(value)) {
    const day = formatDisplayDate(value.trim().split(/\s+/)[0]);
    return { kind: 'text', text: `${day} ${displayTexts[context.language].allDay}` };
  }
  return dateCell(value, (dateTime) =>
    labelled(formatDisplayDateTime(dateTime, context.timeZone ?? 'UTC'), dateTime, context),
  );
}

/** A Datatable date: "MMM DD, YYYY" with the month named in the document's language. */
export function displayDatatableDate(value: unknown, context: DateContext): DateCell {
  return dateCell(value, (date) => {
    const wallClock = clinicWallClock(date, context.timeZone ?? 'UTC');
    if (!wallClock) return String(date);
    return `${displayTexts[context.language].monthsShort[wallClock.month()]} ${wallClock.format('DD, YYYY')}`;
  });
}

/** A Datatable time: "hh:mm a". */
export function displayDatatableTime(value: unknown, context: DateContext): DateCell {
  return dateCell(value, (time) =>
    labelled(formatDatatableTime(time, context.timeZone ?? 'UTC'), time, context),
  );
}
