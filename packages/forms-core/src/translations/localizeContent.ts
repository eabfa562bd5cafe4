import { type LayoutChild, mapRows } from '../editing/layoutTree';
import type { ComponentNode, FormContent, Properties } from '../model/layout';
import { keepsExpressions } from './expressionParts';
import { isTranslationLanguage } from './formTranslations';
import { translatableTexts } from './translatableTexts';

/** The translated properties of each component: id to property to text. */
function translatedProperties(content: FormContent, texts: Readonly<Record<string, string>>) {
  const byComponent = new Map<string, Properties>();
  for (const text of translatableTexts(content)) {
    const translation = texts[text.key];
    if (text.kind === 'option' || translation === undefined || translation.trim() === '') continue;
    if (!keepsExpressions(text.english, translation)) continue;
    const properties = byComponent.get(text.componentId) ?? {};
    properties[text.property] = translation;
    byComponent.set(text.componentId, properties);
  }
  return byComponent;
}

/**
 * The form as a reader of `language` sees it: each text that has a translation replaced by it,
 * every other text in English. Stored values, ids and rules do not change, so a document filled
 * in Spanish is the same document in English. The document pipeline applies it (createDocumentEngine),
 * so the viewer, the e-form, printouts and PDFs all follow the document's language.
 */
export function localizeContent(content: FormContent, language: string): FormContent {
  if (!isTranslationLanguage(language)) return content;
  const texts = content.translations?.[language];
  if (!texts || Object.keys(texts).length === 0) return content;
  const byComponent = translatedProperties(content, texts);
  if (byComponent.size === 0) return content;
  const localize = (child: LayoutChild): LayoutChild => {
    if (child.kind !== 'component') return child;
    const translated = byComponent.get(child.id);
    return translated
      ? ({ ...child, properties: { ...child.properties, ...translated } } as ComponentNode)
      : child;
  };
  const rows = mapRows(content.rows, (row) => {
    let changed = false;
    const columns = row.columns.map((column) => {
      const children = column.children.map(localize);
      if (children.every((child, index) => child === column.children[index])) return column;
      changed = true;
      return { ...column, children };
    });
    return changed ? { ...row, columns } : row;
  });
  return { ...content, rows };
}
