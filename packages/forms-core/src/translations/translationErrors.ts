import type { FormContent } from '../model/layout';
import { keepsExpressions } from './expressionParts';
import { translationLanguages } from './formTranslations';
import { translatableTexts } from './translatableTexts';

/**
 * Translations that would change what a text computes: each must keep its English text's `{{ }}`
 * parts (mentions of fields, computed parts), no more and no fewer. Texts for keys the form no
 * longer has are kept (a component may come back with undo) and never shown.
 */
export function translationErrors(content: FormContent): Array<{ path: string; message: string }> {
  const errors: Array<{ path: string; message: string }> = [];
  const texts = translatableTexts(content);
  for (const language of translationLanguages) {
    const translated = content.translations?.[language];
    if (!translated) continue;
    for (const text of texts) {
      const translation = translated[text.key];
      if (translation === undefined || keepsExpressions(text.english, translation)) continue;
      errors.push({
        path: `translations.${language}.${text.key}`,
        message: `The ${language} text of "${text.componentLabel}" (${text.propertyLabel}) must keep the {{ }} parts of the English text as they are`,
      });
    }
  }
  return errors;
}
