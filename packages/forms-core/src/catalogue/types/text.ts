import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';

/** Static rich text; its content is the default value. */
export const textEntry = defineCatalogueEntry({
  elType: 'Text',
  label: 'Text',
  category: 'display',
  properties: [
    defineCatalogueProperty('value', 'richText', 'Text', 'Example text', {
      computed: true,
      translatable: true,
    }),
  ],
});
