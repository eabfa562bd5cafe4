import type { Dayjs } from 'dayjs';
import { clinicInstant, clinicWallClock, type DateInput } from './clinicTime';
import type { DateFilterOption } from './dateFilterOptions';

export interface DateFilterRange {
  /** Inclusive bounds, as instants. */
  from: Date;
  to: Date;
}

export interface DateFilterAnchor {
  /** The document effective date; the range is anchored on it when set. */
  effectiveDate?: DateInput;
  now: Date;
  /** Clinic time as an offset from UTC in minutes (see clinicTime). */
  timeZone: string;
}

const RANGE_START: Record<Exclude<DateFilterOption, 'all'>, (day: Dayjs) => Dayjs> = {
  currentday: (day) => day,
  // N days inclusive of the anchor day.
  last7days: (day) => day.subtract(6, 'day'),
  last30days: (day) => day.subtract(29, 'day'),
  // Same day of the month three months back (clamped to the month's end, e.g. 31 May → 28/29 Feb).
  last3months: (day) => day.subtract(3, 'month'),
};

/**
 * The clinic-time range a date filter selects, or null for 'all'. It ends at 23:59:59.999 of
 * the anchor day (the effective date, else now) and starts at 00:00 of the first day.
 */
export function dateFilterRange(filter: DateFilterOption, anchor: DateFilterAnchor): DateFilterRange | null {
  if (filter === 'all') return null;
  const { timeZone } = anchor;
  const day = (
    clinicWallClock(anchor.effectiveDate, timeZone) ?? clinicWallClock(anchor.now, timeZone)
  )?.startOf('day');
  if (!day) throw new RangeError('dateFilterRange: `now` must be a valid date');
  return {
    from: clinicInstant(RANGE_START[filter](day), timeZone),
    to: clinicInstant(day.endOf('day'), timeZone),
  };
}
