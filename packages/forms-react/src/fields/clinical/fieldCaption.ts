import { type ComponentNode, getCatalogueEntry } from '@clinic/forms-core';

/**
 * The table's accessible name: the field's label, in the form's language while it still is the
 * catalogue's English default ('Patient Vitals'…); a label the author wrote shows as written.
 */
export function fieldCaption(
  node: Pick<ComponentNode, 'elType' | 'version'>,
  properties: Readonly<Record<string, unknown>>,
  translatedDefault: string,
): string {
  const label = properties.label;
  if (typeof label !== 'string' || !label.trim()) return translatedDefault;
  return label === getCatalogueEntry(node.elType, node.version)?.defaults.label ? translatedDefault : label;
}
