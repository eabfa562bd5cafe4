import { z } from 'zod';

/**
 * The years a clinic's dates fall in. ISO 8601 writes years 0000 to 9999, but PostgreSQL has no
 * year 0 and a range that starts near 9999 runs past what ISO can write: such a date is refused
 * here, with the field named, rather than by the database (a 500).
 */
export const earliestYear = 1800;
export const latestYear = 2200;

const inClinicYears = (text: string) => {
  const year = Number(text.slice(0, 4));
  return year >= earliestYear && year <= latestYear;
};
const outOfRange = { message: `Enter a date between the years ${earliestYear} and ${latestYear}.` };

/** A calendar date, `YYYY-MM-DD`. */
export const isoDateSchema = z.iso.date().refine(inClinicYears, outOfRange);

/** An instant with its offset, e.g. `2025-03-04T08:30:00Z` or `…-05:00`. */
export const isoInstantSchema = z.iso.datetime({ offset: true }).refine(inClinicYears, outOfRange);

/** A wall-clock date and time without offset, to the minute, e.g. `2025-03-04T08:30`. */
export const isoLocalDateTimeSchema = z.iso
  .datetime({ local: true, precision: -1 })
  .refine(inClinicYears, outOfRange);
