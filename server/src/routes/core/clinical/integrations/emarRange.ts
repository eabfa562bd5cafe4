import type { CoreClinicalEmarRangeQuery } from '@clinic/api-contract';
import { clinicInstant, clinicWallClock, type DateInput, dateFilterRange } from '@clinic/forms-core';
import { eq } from 'drizzle-orm';
import { badRequest } from '../../../../app/httpError';
import type { Queryable } from '../../../../db/database';
import { locations } from '../../../../db/schema';
import type { EmarRange } from '../../../../integrations/emar/emarClient';

const isDay = (value: string) => value.length === 'YYYY-MM-DD'.length;

/** The patient's clinic time: their location's shift from UTC, in minutes (0 without a location). */
export async function clinicOffsetMinutes(db: Queryable, locationId: string | null): Promise<number> {
  if (!locationId) return 0;
  const [location] = await db
    .select({ shift: locations.timeZoneHoursShift })
    .from(locations)
    .where(eq(locations.id, locationId));
  return Math.round((location?.shift ?? 0) * 60);
}

/**
 * The range of an eMAR call. Without from and to: the current clinic day (the default filter
 * currentday). A day (YYYY-MM-DD) stands for the whole clinic day; an instant for itself.
 * `from` alone runs to the end of today, `to` alone starts at the beginning of its day.
 */
export function emarRange(query: CoreClinicalEmarRangeQuery, now: Date, utcOffsetMinutes: number): EmarRange {
  if (!query.from && !query.to) {
    const today = dateFilterRange('currentday', { now, utcOffsetMinutes });
    if (today) return today;
  }
  const dayBound = (value: DateInput, end: boolean) => {
    const day = clinicWallClock(value, utcOffsetMinutes)!.startOf('day');
    return clinicInstant(end ? day.endOf('day') : day, utcOffsetMinutes);
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
