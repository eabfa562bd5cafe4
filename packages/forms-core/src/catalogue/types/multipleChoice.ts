import { z } from 'zod';
import { alertWhenProperty } from '../alertWhenProperty';
import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';
import { maxOptionsProperty, optionsProperty, showInlineProperty } from '../choiceProperties';

/** The value is the list of selected options. */
export const multipleChoiceEntry = defineCatalogueEntry({
  elType: 'MultipleChoice',
  label: 'Multiple Choice',
  category: 'choice',
  properties: [
    optionsProperty([]),
    showInlineProperty,
    defineCatalogueProperty('columnsCount', 'number', 'Columns', 1, {
      min: 1,
      section: 'layout',
      help: 'How many columns the choices are laid out in.',
    }),
    maxOptionsProperty,
    alertWhenProperty('options'),
  ],
  valueSchema: z.array(z.union([z.string(), z.number()])),
  rules: ['required', 'maxOptions'],
});
