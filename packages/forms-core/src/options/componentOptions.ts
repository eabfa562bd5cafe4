import { getCatalogueEntry } from '../catalogue/catalogueRegistry';
import { defaultTextLabel } from '../document/displayValue/defaultOptionTexts';
import type { DocumentLanguage } from '../document/documentLanguage';
import type { ComponentNode } from '../model/layout';
import { readOptions } from './choiceOption';

/** An answer a component offers, as a picker shows it: the stored value and the reader's label. */
export interface OptionChoice {
  value: string;
  label: string;
}

/**
 * The options a component offers, for pickers outside the component itself (a rule's value, an
 * alert's answers): the stored value each answer compares by, and its label in `language`
 * (catalogue defaults translated). Empty for a component without an options property, or whose
 * options come from a collection (known only once the document is opened).
 */
export function componentOptionChoices(
  component: Pick<ComponentNode, 'elType' | 'version' | 'properties'>,
  language: DocumentLanguage = 'en',
): OptionChoice[] {
  const entry = getCatalogueEntry(component.elType, component.version);
  const meta = entry?.properties.find((property) => property.kind === 'options');
  if (!meta) return [];
  return readOptions(component.properties[meta.name]).map((option) => ({
    value: String(option.value),
    label: defaultTextLabel(option.label, language),
  }));
}
