import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';

export const emailInputEntry = defineCatalogueEntry({
  elType: 'EmailInput',
  label: 'Email Input',
  category: 'input',
  valueSchema: z.string(),
  rules: ['required', 'email'],
});
