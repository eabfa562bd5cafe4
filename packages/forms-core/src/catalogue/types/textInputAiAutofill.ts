import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';
import { lengthProperties } from '../lengthProperties';
import { responseOptionsProperty } from '../responseOptionsProperty';

/** A text input the AI fills from a document section (grows from 1 to 4 rows). */
export const textInputAiAutofillEntry = defineCatalogueEntry({
  elType: 'TextInputAiAutofill',
  label: 'Text Input (AI Autofill)',
  category: 'input',
  properties: [
    ...lengthProperties,
    responseOptionsProperty,
    // One of the document section values; the full list is not in the spec.
    defineCatalogueProperty('sectionSelected', 'text', 'Document section', null, {
      nullable: true,
      emptyText: 'No section',
    }),
  ],
  valueSchema: z.string(),
  rules: ['required', 'minLength', 'maxLength'],
});
