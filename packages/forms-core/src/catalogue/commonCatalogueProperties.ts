import { advancedOnly, type CataloguePropertyMeta, defineCatalogueProperty } from './catalogueProperty';

/** Properties every catalogue type has (spec section 3, "Common properties"). */
export const commonCatalogueProperties: readonly CataloguePropertyMeta[] = [
  defineCatalogueProperty('label', 'text', 'Label', '', { computed: true, translatable: true }),
  // Shown as plain text under the label, so it is not edited as HTML.
  defineCatalogueProperty('description', 'multilineText', 'Description', '', {
    computed: true,
    translatable: true,
  }),
  defineCatalogueProperty('placeholder', 'text', 'Placeholder', 'Write something...', {
    computed: true,
    translatable: true,
  }),
  // The default value; types whose value has a known shape redeclare it.
  defineCatalogueProperty('value', 'json', 'Default value', null, { computed: true, nullable: true }),
  defineCatalogueProperty('required', 'boolean', 'Required', false),
  // true/false, or a condition expression computed elsewhere.
  defineCatalogueProperty('hidden', 'boolean', 'Hidden', false, { computed: true, visibilityRule: true }),
  defineCatalogueProperty('readonly', 'boolean', 'Read only', false, { computed: true }),
  defineCatalogueProperty('style', 'code', 'Style', ''),
  defineCatalogueProperty('eFormEditable', 'boolean', 'Editable in e-form', true),
  defineCatalogueProperty('hideOnView', 'boolean', 'Hide on view', false),
  defineCatalogueProperty('hideOnEdit', 'boolean', 'Hide on edit', false),
  // The auto-population script and its wiring are tech-staff material.
  defineCatalogueProperty('onChange', 'code', 'On change (auto-population script)', '', {
    modes: advancedOnly,
  }),
  defineCatalogueProperty('dependentProperties', 'json', 'Dependent properties', [], { modes: advancedOnly }),
  defineCatalogueProperty('resetStoreValues', 'boolean', 'Reset store values', false, {
    modes: advancedOnly,
  }),
  defineCatalogueProperty('excludeFromPasteContent', 'boolean', 'Exclude from paste content', false),
  defineCatalogueProperty(
    'excludeFromLoadFromLastResult',
    'boolean',
    'Exclude from load from last result',
    false,
  ),
];
