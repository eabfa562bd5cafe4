import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';
import { lengthProperties } from '../lengthProperties';
import { responseOptionsProperty } from '../responseOptionsProperty';

export const textareaEntry = defineCatalogueEntry({
  elType: 'Textarea',
  label: 'Textarea',
  category: 'input',
  properties: [
    defineCatalogueProperty('rows', 'number', 'Rows', 4, {
      min: 1,
      section: 'layout',
      help: 'The height of the box, in lines.',
    }),
    ...lengthProperties,
    defineCatalogueProperty('autoHeight', 'boolean', 'Auto height', false, {
      section: 'layout',
      help: 'The box grows with the text.',
    }),
    responseOptionsProperty,
  ],
  valueSchema: z.string(),
  rules: ['required', 'minLength', 'maxLength'],
});
