import { type CataloguePropertyMeta, defineCatalogueProperty } from './catalogueProperty';

/** Options of dropdowns and choice lists: a list of texts, or a {{collections.name}} reference. */
export function optionsProperty(defaultOptions: readonly string[]): CataloguePropertyMeta {
  return defineCatalogueProperty('options', 'options', 'Options', defaultOptions, {
    computed: true,
    translatable: true,
  });
}

export const showInlineProperty = defineCatalogueProperty('showInline', 'boolean', 'Show inline', false);

export const multiselectProperty = defineCatalogueProperty('multiselect', 'boolean', 'Multiselect', false);

/** null or 0 means no maximum (spec section 5: the limit applies when above 0). */
export const maxOptionsProperty = defineCatalogueProperty(
  'maxOptions',
  'number',
  'Max selected options',
  null,
  {
    min: 0,
    nullable: true,
  },
);
