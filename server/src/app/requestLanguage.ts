import { type DocumentLanguage, documentLanguageOf } from '@clinic/forms-core';
import type { FastifyRequest } from 'fastify';

/** The query parameter that names the language of a page opened by its URL (a PDF link). */
export const LANGUAGE_QUERY_PARAMETER = 'lang';

/**
 * The language a reply's document texts are in: the `lang` query parameter of a page opened by
 * its URL, else the app's language, which its HTTP client sends as Accept-Language; English
 * (the spec's texts) otherwise.
 */
export function requestLanguage(request: FastifyRequest): DocumentLanguage {
  const query: unknown = request.query;
  const named =
    typeof query === 'object' && query !== null && LANGUAGE_QUERY_PARAMETER in query
      ? (query as Record<string, unknown>)[LANGUAGE_QUERY_PARAMETER]
      : undefined;
  if (typeof named === 'string' && named !== '') return documentLanguageOf(named);
  return documentLanguageOf(request.headers['accept-language']);
}

/** A link to a page opened by its URL (not through the HTTP client), carrying the request's language. */
export function withRequestLanguage(url: string, request: FastifyRequest): string {
  const language = requestLanguage(request);
  return language === 'en'
    ? url
    : `${url}${url.includes('?') ? '&' : '?'}${LANGUAGE_QUERY_PARAMETER}=${language}`;
}
