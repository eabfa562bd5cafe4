import { z } from 'zod';
import { alertWhenProperty } from '../alertWhenProperty';
import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';

/**
 * A boolean: a plain one is never validated (spec section 5), so Required means nothing for it;
 * "Must be ticked" makes it an acknowledgement (a consent) that completing requires.
 */
export const checkboxEntry = defineCatalogueEntry({
  elType: 'Checkbox',
  label: 'Checkbox (Boolean)',
  category: 'input',
  properties: [
    defineCatalogueProperty('value', 'boolean', 'Default value', false, { computed: true }),
    defineCatalogueProperty('mustBeTicked', 'boolean', 'Must be ticked (acknowledgement)', false, {
      section: 'validation',
      help: 'The form cannot be submitted until this is ticked.',
    }),
    alertWhenProperty('boolean'),
  ],
  valueSchema: z.boolean(),
  rules: ['mustBeTicked'],
});
