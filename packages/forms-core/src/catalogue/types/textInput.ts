import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { lengthProperties } from '../lengthProperties';
import { responseOptionsProperty } from '../responseOptionsProperty';

export const textInputEntry = defineCatalogueEntry({
  elType: 'TextInput',
  label: 'Text Input',
  category: 'input',
  properties: [...lengthProperties, responseOptionsProperty],
  valueSchema: z.string(),
  rules: ['required', 'minLength', 'maxLength'],
});
