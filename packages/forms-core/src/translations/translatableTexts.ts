import type { CataloguePropertyKind } from '../catalogue/catalogueProperty';
import { getCatalogueEntry } from '../catalogue/catalogueRegistry';
import { isWholeExpression } from '../expressions/computedValue';
import type { ComponentNode, FormContent } from '../model/layout';
import { forEachComponent } from '../model/walkLayout';
import { readOption } from '../options/choiceOption';
import { isEmptyRichText } from '../rules/isEmptyRichText';
import { optionTextKey, propertyTextKey } from './translationKeys';

/** How a text is written: a line, several lines, HTML from the rich editor, or an option's label. */
export type TranslatableTextKind =
  | Extract<CataloguePropertyKind, 'text' | 'multilineText' | 'richText'>
  | 'option';

/** One text of a form a patient reads, as the Translations view and the CSV list it. */
export interface TranslatableText {
  key: string;
  componentId: string;
  /** The component's label (or type) and the property's, for a translator to find the text. */
  componentLabel: string;
  property: string;
  propertyLabel: string;
  kind: TranslatableTextKind;
  english: string;
  /** An option's place in its list (1 for the first): `propertyLabel` is "Option 1" in English. */
  optionNumber?: number;
}

/** An option's stored value and the label a reader sees (a plain text is both; issue 21.3). */
function optionEntry(option: unknown): { value: string; label: string } | null {
  const read = readOption(option);
  return read ? { value: String(read.value), label: read.label } : null;
}

function textOf(kind: TranslatableTextKind, value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const empty = kind === 'richText' ? isEmptyRichText(value) : value.trim() === '';
  return empty || isWholeExpression(value) ? null : value;
}

function componentTexts(component: ComponentNode): TranslatableText[] {
  const entry = getCatalogueEntry(component.elType, component.version);
  if (!entry) return [];
  const label = typeof component.properties.label === 'string' ? component.properties.label.trim() : '';
  const componentLabel = label || entry.label;
  const texts: TranslatableText[] = [];
  for (const meta of entry.properties) {
    if (!meta.translatable) continue;
    const value = component.properties[meta.name];
    const common = {
      componentId: component.id,
      componentLabel,
      property: meta.name,
      propertyLabel: meta.label,
    };
    if (meta.kind === 'options') {
      if (!Array.isArray(value)) continue;
      value.forEach((option, index) => {
        const entryOf = optionEntry(option);
        if (!entryOf || entryOf.label.trim() === '') return;
        texts.push({
          ...common,
          key: optionTextKey(component.id, entryOf.value),
          propertyLabel: `Option ${index + 1}`,
          optionNumber: index + 1,
          kind: 'option',
          english: entryOf.label,
        });
      });
      continue;
    }
    if (meta.kind !== 'text' && meta.kind !== 'multilineText' && meta.kind !== 'richText') continue;
    const english = textOf(meta.kind, value);
    if (english !== null)
      texts.push({ ...common, key: propertyTextKey(component.id, meta.name), kind: meta.kind, english });
  }
  return texts;
}

/**
 * Every text of the form a patient reads, in document order: labels, placeholders, descriptions,
 * options, rich texts, a Crud's record buttons. Computed texts (a whole `{{ }}`) are left out:
 * they are worked out, not written.
 */
export function translatableTexts(content: FormContent): TranslatableText[] {
  const texts: TranslatableText[] = [];
  forEachComponent(content.rows, (component) => texts.push(...componentTexts(component)));
  return texts;
}
