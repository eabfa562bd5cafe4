/** PostgreSQL's text form of a UTC timestamptz: "2025-01-01 10:00:00.123456+00". */
const utcTimestamp = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * Timestamps come back from PostgreSQL as "2025-01-01 10:00:00+00"; the API speaks ISO 8601
 * with milliseconds, as Date#toISOString writes it. Every reply converts several, so a UTC
 * one (a database session in UTC) is rewritten as text, about ten times cheaper than parsing
 * it into a Date; any other offset goes through Date.
 */
export function isoInstant(value: string): string;
export function isoInstant(value: string | null): string | null;
export function isoInstant(value: string | null): string | null {
  if (value === null) return null;
  const utc = utcTimestamp.exec(value);
  if (!utc) return new Date(value).toISOString();
  // Date keeps milliseconds and drops the rest of the fraction.
  const millis = (utc[3] ?? '').slice(0, 3).padEnd(3, '0');
  return `${utc[1]}T${utc[2]}.${millis}Z`;
}
