import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';

/** Rich HTML with logo, form name, effective date and patient/episode details, filled by the app. */
export const formHeaderEntry = defineCatalogueEntry({
  elType: 'FormHeader',
  label: 'Form Header',
  category: 'display',
  valueSchema: z.string(),
});
