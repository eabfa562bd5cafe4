import { type AnyColumn, and, gte, lt, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { searchRefusal } from './searchPaging';

export interface DateBound {
  operator: 'ge' | 'gt' | 'le' | 'lt' | 'eq';
  /** Start and end (exclusive) of the period the value names: a day, a month, a year or an instant. */
  start: Date;
  end: Date;
}

const VALUE = /^(ge|gt|le|lt|eq)?(\d{4})(?:-(\d{2})(?:-(\d{2})(T[0-9:.]+(?:Z|[+-]\d{2}:\d{2}))?)?)?$/;

/**
 * A FHIR date search value (`authored=ge2026-01-01`, `le2026-03`, `2026-11-20T10:00:00Z`): the
 * prefix and the period it names. Without a zone, dates are read in UTC.
 */
export function parseDateSearch(value: string, request: FastifyRequest): DateBound {
  const match = VALUE.exec(value);
  if (!match) throw searchRefusal(request, 'fhirDateInvalid', { value });
  const [, prefix, year, month, day, time] = match;
  const operator = (prefix ?? 'eq') as DateBound['operator'];
  if (time) {
    const instant = new Date(`${year}-${month}-${day}${time}`);
    if (Number.isNaN(instant.getTime())) throw searchRefusal(request, 'fhirDateInvalid', { value });
    return { operator, start: instant, end: new Date(instant.getTime() + 1000) };
  }
  const y = Number(year);
  const m = month ? Number(month) - 1 : 0;
  const d = day ? Number(day) : 1;
  const start = new Date(Date.UTC(y, m, d));
  const end = day
    ? new Date(Date.UTC(y, m, d + 1))
    : month
      ? new Date(Date.UTC(y, m + 1, 1))
      : new Date(Date.UTC(y + 1, 0, 1));
  return { operator, start, end };
}

/**
 * The SQL condition of a date search bound on a timestamp column, or on a date column with
 * `asDay` (FHIR's prefixes over the bound's period).
 */
export function dateCondition(column: AnyColumn, bound: DateBound, asDay = false): SQL | undefined {
  const start = asDay ? bound.start.toISOString().slice(0, 10) : bound.start.toISOString();
  const end = asDay ? bound.end.toISOString().slice(0, 10) : bound.end.toISOString();
  switch (bound.operator) {
    case 'ge':
      return gte(column, start);
    case 'gt':
      return gte(column, end);
    case 'le':
      return lt(column, end);
    case 'lt':
      return lt(column, start);
    default:
      return and(gte(column, start), lt(column, end));
  }
}
