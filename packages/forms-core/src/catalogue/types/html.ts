import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';

/** Author-written HTML, shown sanitized. */
export const htmlEntry = defineCatalogueEntry({
  elType: 'Html',
  label: 'Html',
  category: 'display',
  properties: [defineCatalogueProperty('value', 'code', 'HTML', '', { computed: true })],
});
