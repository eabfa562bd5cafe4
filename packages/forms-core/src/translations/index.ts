export { keepsExpressions } from './expressionParts';
export {
  type FormTranslations,
  formTranslationsSchema,
  isTranslationLanguage,
  MAX_TRANSLATION_LENGTH,
  type TranslationLanguage,
  translationLanguages,
} from './formTranslations';
export { localizeContent } from './localizeContent';
export { type TranslatableText, type TranslatableTextKind, translatableTexts } from './translatableTexts';
export { translationErrors } from './translationErrors';
export { optionTextKey, propertyTextKey } from './translationKeys';
export { withLanguageTexts } from './withLanguageTexts';
