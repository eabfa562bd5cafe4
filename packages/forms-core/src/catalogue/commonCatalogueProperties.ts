import { advancedOnly, type CataloguePropertyMeta, defineCatalogueProperty } from './catalogueProperty';

/** Properties every catalogue type has (spec section 3, "Common properties"). */
export const commonCatalogueProperties: readonly CataloguePropertyMeta[] = [
  defineCatalogueProperty('label', 'text', 'Label', '', {
    computed: true,
    translatable: true,
    help: 'The question or title the person filling in the form reads.',
  }),
  // Shown as plain text under the label, so it is not edited as HTML.
  defineCatalogueProperty('description', 'multilineText', 'Description', '', {
    computed: true,
    translatable: true,
    help: 'A short explanation shown under the label.',
  }),
  defineCatalogueProperty('placeholder', 'text', 'Placeholder', 'Write something...', {
    computed: true,
    translatable: true,
    help: 'Greyed text inside the empty box, as a hint.',
  }),
  // The default value; types whose value has a known shape redeclare it.
  defineCatalogueProperty('value', 'json', 'Default value', null, {
    computed: true,
    nullable: true,
    help: 'The answer already filled in when the form opens.',
    emptyText: 'No default value',
  }),
  defineCatalogueProperty('required', 'boolean', 'Required', false, {
    section: 'validation',
    help: 'The form cannot be submitted until this is answered.',
  }),
  // true/false, or a condition expression computed elsewhere.
  defineCatalogueProperty('hidden', 'boolean', 'Hidden', false, {
    computed: true,
    visibilityRule: true,
    section: 'logic',
    help: 'Never shown to the person filling in the form.',
  }),
  defineCatalogueProperty('readonly', 'boolean', 'Read only', false, {
    computed: true,
    section: 'logic',
    help: 'Shown, but the answer cannot be changed.',
  }),
  defineCatalogueProperty('style', 'code', 'Style', '', {
    modes: advancedOnly,
    section: 'advanced',
    help: 'CSS declarations for this component, e.g. color: #c92a2a;',
  }),
  defineCatalogueProperty('eFormEditable', 'boolean', 'Editable in e-form', true, {
    section: 'logic',
    help: 'Patients may answer it in the portal; otherwise they only see it.',
  }),
  defineCatalogueProperty('hideOnView', 'boolean', 'Hide on view', false, {
    section: 'logic',
    help: 'Left out when a filled-in document is read or printed.',
  }),
  defineCatalogueProperty('hideOnEdit', 'boolean', 'Hide on edit', false, {
    section: 'logic',
    help: 'Left out while the form is being filled in.',
  }),
  // The auto-population script and its wiring are tech-staff material.
  defineCatalogueProperty('onChange', 'code', 'On change (auto-population script)', '', {
    modes: advancedOnly,
    section: 'advanced',
    help: 'A script run when the answer changes, to fill in other components.',
  }),
  defineCatalogueProperty('dependentProperties', 'json', 'Dependent properties', [], {
    modes: advancedOnly,
    section: 'advanced',
    help: 'Properties recomputed when this answer changes.',
  }),
  defineCatalogueProperty('resetStoreValues', 'boolean', 'Reset store values', false, {
    modes: advancedOnly,
    section: 'advanced',
    help: 'Clears the values the scripts stored when this answer changes.',
  }),
  defineCatalogueProperty('excludeFromPasteContent', 'boolean', 'Exclude from paste content', false, {
    section: 'advanced',
    help: 'Not filled in when content is pasted from another document.',
  }),
  defineCatalogueProperty(
    'excludeFromLoadFromLastResult',
    'boolean',
    'Exclude from load from last result',
    false,
    {
      section: 'advanced',
      help: "Not copied from the patient's previous document of this form.",
    },
  ),
];
