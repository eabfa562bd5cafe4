/** The languages a document's texts exist in: error messages, display values, the form header. */
export type DocumentLanguage = 'en' | 'es';

export const DOCUMENT_LANGUAGES: readonly DocumentLanguage[] = ['en', 'es'];

/**
 * The document language for a language tag or an Accept-Language header ("es-MX,es;q=0.9"):
 * Spanish when the first listed language is Spanish, otherwise English (the spec's texts).
 */
export function documentLanguageOf(tag: string | null | undefined): DocumentLanguage {
  const first = (tag ?? '').split(',')[0]?.trim().toLowerCase() ?? '';
  return first === 'es' || first.startsWith('es-') ? 'es' : 'en';
}

/** One text per document language; Spanish must exist for every English text. */
export type DocumentTexts<T> = Readonly<Record<DocumentLanguage, T>>;
