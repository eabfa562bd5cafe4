import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';

/** The value is a time, HH:mm:ss. */
export const timePickerEntry = defineCatalogueEntry({
  elType: 'TimePicker',
  label: 'Time Picker',
  category: 'input',
  valueSchema: z.string(),
  rules: ['required'],
});
