import { type CataloguePropertyMeta, defineCatalogueProperty } from './catalogueProperty';

/** Options of dropdowns and choice lists: a list of texts, or a {{collections.name}} reference. */
export function optionsProperty(defaultOptions: readonly string[]): CataloguePropertyMeta {
  return defineCatalogueProperty('options', 'options', 'Options', defaultOptions, {
    computed: true,
    translatable: true,
    section: 'choices',
    help: 'The answers to choose from, one per line.',
  });
}

export const showInlineProperty = defineCatalogueProperty('showInline', 'boolean', 'Show inline', false, {
  section: 'layout',
  help: 'The choices side by side instead of one under another.',
});

export const multiselectProperty = defineCatalogueProperty('multiselect', 'boolean', 'Multiselect', false, {
  section: 'choices',
  help: 'More than one answer may be chosen.',
});

/** null or 0 means no maximum (spec section 5: the limit applies when above 0). */
export const maxOptionsProperty = defineCatalogueProperty(
  'maxOptions',
  'number',
  'Max selected options',
  null,
  {
    min: 0,
    nullable: true,
    section: 'validation',
    help: 'The most answers that may be chosen.',
    emptyText: 'No maximum',
  },
);
