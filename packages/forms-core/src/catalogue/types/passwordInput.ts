import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { lengthProperties } from '../lengthProperties';

export const passwordInputEntry = defineCatalogueEntry({
  elType: 'PasswordInput',
  label: 'Password Input',
  category: 'input',
  properties: lengthProperties,
  valueSchema: z.string(),
  rules: ['required', 'minLength', 'maxLength'],
});
