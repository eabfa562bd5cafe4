import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';

/** A boolean; never validated (spec section 5). */
export const checkboxEntry = defineCatalogueEntry({
  elType: 'Checkbox',
  label: 'Checkbox (Boolean)',
  category: 'input',
  properties: [defineCatalogueProperty('value', 'boolean', 'Default value', false, { computed: true })],
  valueSchema: z.boolean(),
});
