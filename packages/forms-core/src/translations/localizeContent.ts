import { type LayoutChild, mapRows } from '../editing/layoutTree';
import type { ComponentNode, FormContent, Properties } from '../model/layout';
import { readOption } from '../options/choiceOption';
import { keepsExpressions } from './expressionParts';
import { isTranslationLanguage } from './formTranslations';
import { translatableTexts } from './translatableTexts';
import { optionTextKey } from './translationKeys';

/** The translated properties of each component: id to property to text; options by stored value. */
function translatedProperties(content: FormContent, texts: Readonly<Record<string, string>>) {
  const byComponent = new Map<string, Properties>();
  const optionLabels = new Map<string, Map<string, string>>();
  for (const text of translatableTexts(content)) {
    const translation = texts[text.key];
    if (translation === undefined || translation.trim() === '') continue;
    if (!keepsExpressions(text.english, translation)) continue;
    if (text.kind === 'option') {
      const labels = optionLabels.get(text.componentId) ?? new Map<string, string>();
      labels.set(text.key, translation);
      optionLabels.set(text.componentId, labels);
      continue;
    }
    const properties = byComponent.get(text.componentId) ?? {};
    properties[text.property] = translation;
    byComponent.set(text.componentId, properties);
  }
  return { byComponent, optionLabels };
}

/**
 * The options with their labels in the reader's language: each keeps its stored value (a plain
 * text becomes `{value, label}`), so an answer given in Spanish is the same answer in English.
 */
function translatedOptions(component: ComponentNode, labels: ReadonlyMap<string, string>): unknown {
  const options = component.properties.options;
  if (!Array.isArray(options)) return options;
  return options.map((item) => {
    const option = readOption(item);
    const label = option && labels.get(optionTextKey(component.id, String(option.value)));
    if (!option || label === undefined) return item;
    return { value: option.value, label, ...(option.score === undefined ? {} : { score: option.score }) };
  });
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
  const { byComponent, optionLabels } = translatedProperties(content, texts);
  if (byComponent.size === 0 && optionLabels.size === 0) return content;
  const localize = (child: LayoutChild): LayoutChild => {
    if (child.kind !== 'component') return child;
    const translated = byComponent.get(child.id);
    const labels = optionLabels.get(child.id);
    if (!translated && !labels) return child;
    const properties = { ...child.properties, ...translated };
    if (labels) properties.options = translatedOptions(child, labels);
    return { ...child, properties } as ComponentNode;
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
