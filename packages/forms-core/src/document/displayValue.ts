import { catalogueElTypes } from '../catalogue/catalogueElTypes';
import { resolveCatalogueElType } from '../catalogue/elTypeAliases';
import type { ComponentNode } from '../model/layout';
import { scalarCell } from './displayValue/displayCells';
import { displayFormatters } from './displayValue/displayFormatters';
import type {
  DisplayComponent,
  DisplayContext,
  DisplayOptions,
  DisplayProperties,
  DisplayValue,
} from './displayValue/displayValueTypes';

const knownElType = (elType: string): elType is keyof typeof displayFormatters =>
  (catalogueElTypes as readonly string[]).includes(elType);

/**
 * A component's value as every read-only rendering shows it (the viewer, the printable form,
 * the printed page and the PDF), with its words in the document's language. `properties` are
 * the component's properties with computed values (`{{collections.name}}` options) resolved.
 */
export function displayValue(
  component: DisplayComponent,
  properties: DisplayProperties,
  value: unknown,
  options: DisplayOptions,
): DisplayValue {
  const context: DisplayContext = {
    language: options.language,
    timeZone: options.timeZone ?? 'UTC',
    viewerTimeZone: options.viewerTimeZone ?? options.timeZone ?? 'UTC',
    component,
    displayChild: (child: ComponentNode, childValue: unknown) =>
      displayValue(child, child.properties, childValue, options),
  };
  const elType = resolveCatalogueElType(component.elType);
  // A type this catalogue does not know still shows plain text and numbers as stored.
  return knownElType(elType) ? displayFormatters[elType](value, properties, context) : scalarCell(value);
}
