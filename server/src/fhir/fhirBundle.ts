import type { Bundle, Resource } from '@medplum/fhirtypes';

/** A search result: every match, each with its full URL (searches answer at most `limit` entries). */
export function searchBundle(
  base: string,
  selfUrl: string,
  resources: readonly Resource[],
  total: number,
): Bundle {
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total,
    link: [{ relation: 'self', url: selfUrl }],
    entry: resources.map((resource) => ({
      fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
      resource,
      search: { mode: 'match' },
    })),
  };
}

/** Searches answer at most this many entries, newest first (`_count` may ask for fewer). */
export const SEARCH_LIMIT = 200;

export function countOf(value: unknown): number {
  const count = typeof value === 'string' ? Number.parseInt(value, 10) : Number.NaN;
  return Number.isFinite(count) && count >= 0 ? Math.min(count, SEARCH_LIMIT) : SEARCH_LIMIT;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Our ids are uuids; anything else names nothing (404, never a database error). */
export function isId(value: string): boolean {
  return UUID.test(value);
}

/** A reference search value (`Patient/<id>` or `<id>`, or a canonical URL ending in the id) as our id. */
export function referencedId(value: string, type: string): string | undefined {
  const withoutVersion = value.split('|')[0] ?? '';
  const match = new RegExp(`(?:^|/)(?:${type}/)?([^/]+)$`).exec(withoutVersion);
  const id = match?.[1];
  return id && isId(id) ? id : undefined;
}
