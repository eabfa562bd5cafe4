import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';

export const phoneInputEntry = defineCatalogueEntry({
  elType: 'PhoneInput',
  label: 'Phone Input',
  category: 'input',
  valueSchema: z.string(),
  rules: ['required', 'phone'],
  emptiness: 'phone',
});
