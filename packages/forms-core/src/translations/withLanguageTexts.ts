import type { FormContent } from '../model/layout';
import type { TranslationLanguage } from './formTranslations';

/** The content with `language`'s texts replaced by `texts`; blank texts are left out (English shows). */
export function withLanguageTexts(
  content: FormContent,
  language: TranslationLanguage,
  texts: Readonly<Record<string, string>>,
): FormContent {
  const kept = Object.fromEntries(Object.entries(texts).filter(([, text]) => text.trim() !== ''));
  return { ...content, translations: { ...content.translations, [language]: kept } };
}
