/** Timestamps come back from PostgreSQL as "2025-01-01 10:00:00+00"; the API speaks ISO 8601. */
export function isoInstant(value: string): string;
export function isoInstant(value: string | null): string | null;
export function isoInstant(value: string | null): string | null {
  return value === null ? null : new Date(value).toISOString();
}
