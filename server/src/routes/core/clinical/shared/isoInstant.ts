/** PostgreSQL hands instants back as "2024-05-01 10:00:00+00"; the API speaks ISO 8601 with Z. */
export function toIsoInstant(value: string): string {
  return new Date(value).toISOString();
}

export function toIsoInstantOrNull(value: string | null): string | null {
  return value === null ? null : toIsoInstant(value);
}
