import type { ComponentNode } from '../model/layout';
import { getCatalogueEntry } from './catalogueRegistry';

/** Whether the catalogue marks a component's property as rich text (HTML), e.g. a Text's value. */
export function isRichTextProperty(component: ComponentNode, property: string): boolean {
  return (
    getCatalogueEntry(component.elType, component.version)?.propertyByName.get(property)?.kind === 'richText'
  );
}
