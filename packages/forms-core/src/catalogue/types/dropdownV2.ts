import { z } from 'zod';
import { alertWhenProperty } from '../alertWhenProperty';
import { defineCatalogueEntry } from '../catalogueEntry';
import { advancedOnly, defineCatalogueProperty } from '../catalogueProperty';
import { maxOptionsProperty, multiselectProperty, optionsProperty } from '../choiceProperties';

/** Version 2: {value, otherValue}; "Other" and multiselect exclude each other. */
export const dropdownV2Entry = defineCatalogueEntry({
  elType: 'Dropdown',
  version: 2,
  label: 'Dropdown',
  category: 'choice',
  properties: [
    // The spec gives default options for version 1 only.
    optionsProperty([]),
    multiselectProperty,
    maxOptionsProperty,
    defineCatalogueProperty('includeOther', 'boolean', 'Include "Other"', false, {
      section: 'choices',
      help: 'Adds an "Other" answer with a box to type it in.',
    }),
    defineCatalogueProperty('pickerBgColor', 'text', 'Picker background colour', '', {
      modes: advancedOnly,
      section: 'advanced',
    }),
    alertWhenProperty('options'),
  ],
  valueSchema: z.looseObject({
    value: z.union([z.string(), z.array(z.string())]).nullish(),
    otherValue: z.string().nullish(),
  }),
  rules: ['required', 'maxOptions'],
  emptiness: 'dropdownV2',
});
