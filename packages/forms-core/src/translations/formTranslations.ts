import { z } from 'zod';

/**
 * The form languages besides English, the language a form is written in. A form's texts in them
 * are kept apart from its layout (SurveyJS keeps `{default, es}` inside each property; a table
 * per language keeps every property editor, rule and score unaware of languages, and lets a
 * translator's CSV be laid over the form in one step).
 */
export const translationLanguages = ['es'] as const;
export type TranslationLanguage = (typeof translationLanguages)[number];

/** Longest translated text: a rich text's HTML, a whole consent paragraph. */
export const MAX_TRANSLATION_LENGTH = 20_000;

/** One language's texts by key (translationKeys.ts). */
export const languageTextsSchema = z.record(z.string().min(1), z.string().max(MAX_TRANSLATION_LENGTH));

/** `content.translations`: for each language, its texts by key; a key without a text shows English. */
export const formTranslationsSchema = z.partialRecord(z.enum(translationLanguages), languageTextsSchema);
export type FormTranslations = z.infer<typeof formTranslationsSchema>;

export function isTranslationLanguage(language: string): language is TranslationLanguage {
  return (translationLanguages as readonly string[]).includes(language);
}
