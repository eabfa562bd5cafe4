import type { CoreClinicalEmarRangeQuery } from '@clinic/api-contract';
import { clinicInstant, clinicWallClock, type DateInput, dateFilterRange } from '@clinic/forms-core';
import { badRequest } from '../../../../app/httpError';
import type { EmarRange } from '../../../../integrations/emar/emarClient';

const isDay = (value: string) => value.length === 'YYYY-MM-DD'.length;

/**
 * The range of an eMAR call. Without from and to: the current clinic day (the default filter
 * currentday). A day (YYYY-MM-DD) stands for the whole clinic day; an instant for itself.
 * `from` alone runs to the end of today, `to` alone starts at the beginning of its day.
 */
export function emarRange(query: CoreClinicalEmarRangeQuery, now: Date, timeZone: string): EmarRange {
  if (!query.from && !query.to) {
    const today = dateFilterRange('currentday', { now, timeZone });
    if (today) return today;
  }
  const dayBound = (value: DateInput, end: boolean) => {
    const day = clinicWallClock(value, timeZone)!.startOf('day');
    return clinicInstant(end ? day.endOf('day') : day, timeZone);
  };
  const from = query.from
    ? isDay(query.from)
      ? dayBound(query.from, false)
      : new Date(query.from)
    : dayBound(query.to ?? now, false);
  const to = query.to
    ? isDay(query.to)
      ? dayBound(query.to, true)
      : new Date(query.to)
    : dayBound(now, true);
  if (from > to)
    throw badRequest(['from: The range must not start after it ends.'], {
      from: ['The range must not start after it ends.'],
    });
  return { from, to };
}
