import { z } from 'zod';
import { boundProperties } from '../boundProperties';
import { defineCatalogueEntry } from '../catalogueEntry';

/** The value is an ISO date, YYYY-MM-DD. */
export const datePickerEntry = defineCatalogueEntry({
  elType: 'DatePicker',
  label: 'Date Picker',
  category: 'input',
  properties: boundProperties('date'),
  valueSchema: z.string(),
  rules: ['required', 'dateFormat', 'minDate', 'maxDate'],
});
