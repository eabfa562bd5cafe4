import { type FhirRefusalCode, fhirRefusalText } from '@clinic/api-contract';
import type { Bundle, BundleLink, Resource } from '@medplum/fhirtypes';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../app/httpError';
import { requestLanguage } from '../app/requestLanguage';

/** A page without `_count` holds what HAPI's and Medplum's do. */
export const DEFAULT_COUNT = 20;
/** The most one page holds; a larger `_count` is served at this size (FHIR lets a server return fewer). */
export const MAX_COUNT = 200;

/** One page of a search: `count` entries after skipping `offset` in the search's stable order. */
export interface SearchPage {
  count: number;
  offset: number;
}

/** A search's query: Fastify gives a repeated parameter as an array. */
export type SearchQuery = Record<string, string | string[] | undefined>;

/** Every value given for `key` (`a=1&a=2` is two). */
export function valuesOf(query: SearchQuery, key: string): string[] {
  const value = query[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** The one value of a parameter read once (the last one given, so a repeat never breaks a search). */
export function lastValue(query: SearchQuery, key: string): string | undefined {
  return valuesOf(query, key).at(-1);
}

/** A 400 worded in the caller's language. */
export function searchRefusal(
  request: FastifyRequest,
  code: FhirRefusalCode,
  params: Record<string, string | number>,
) {
  return badRequest([fhirRefusalText(code, requestLanguage(request), params)]);
}

const WHOLE_NUMBER = /^\d{1,9}$/;

/** The page `_count` and `_offset` ask for; anything but a whole number is refused (400), never guessed. */
export function searchPage(request: FastifyRequest): SearchPage {
  const query = request.query as SearchQuery;
  const read = (key: '_count' | '_offset', code: FhirRefusalCode, fallback: number) => {
    const values = valuesOf(query, key);
    if (values.length === 0) return fallback;
    const [value] = values;
    if (values.length > 1 || value === undefined || !WHOLE_NUMBER.test(value)) {
      throw searchRefusal(request, code, { value: values.join(',') });
    }
    return Number(value);
  };
  return {
    count: Math.min(read('_count', 'fhirCountInvalid', DEFAULT_COUNT), MAX_COUNT),
    offset: read('_offset', 'fhirOffsetInvalid', 0),
  };
}

/** The entries of `page` from a list already in the search's order. */
export function pageOfList<T>(list: readonly T[], page: SearchPage): T[] {
  return list.slice(page.offset, page.offset + page.count);
}

/** The request's URL at another page: its own parameters kept, `_count` and `_offset` set. */
function pageUrl(publicUrl: string, request: FastifyRequest, page: SearchPage): string {
  const url = new URL(request.url, 'http://local');
  url.searchParams.delete('_count');
  url.searchParams.delete('_offset');
  url.searchParams.append('_count', String(page.count));
  url.searchParams.append('_offset', String(page.offset));
  return `${publicUrl}${url.pathname}${url.search}`;
}

/**
 * A searchset Bundle of one page: `total` counts every match, and `link` has the page itself and
 * the next and previous pages where there are any, so a client follows links past any page size.
 */
export function searchBundle(
  base: string,
  request: FastifyRequest,
  page: SearchPage,
  resources: readonly Resource[],
  total: number,
): Bundle {
  const publicUrl = base.replace(/\/fhir\/R4$/, '');
  const link: BundleLink[] = [{ relation: 'self', url: pageUrl(publicUrl, request, page) }];
  if (page.count > 0 && page.offset + page.count < total) {
    link.push({
      relation: 'next',
      url: pageUrl(publicUrl, request, { ...page, offset: page.offset + page.count }),
    });
  }
  if (page.count > 0 && page.offset > 0) {
    const offset = Math.max(0, Math.min(page.offset, total) - page.count);
    link.push({ relation: 'previous', url: pageUrl(publicUrl, request, { ...page, offset }) });
  }
  return {
    resourceType: 'Bundle',
    type: 'searchset',
    total,
    link,
    ...(resources.length > 0
      ? {
          entry: resources.map((resource) => ({
            fullUrl: `${base}/${resource.resourceType}/${resource.id}`,
            resource,
            search: { mode: 'match' },
          })),
        }
      : {}),
  };
}
