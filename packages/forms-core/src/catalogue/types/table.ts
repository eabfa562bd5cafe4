import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';

/** A read-only table: columns {key, label, class} and items, both usually computed. */
export const tableEntry = defineCatalogueEntry({
  elType: 'Table',
  label: 'Table',
  category: 'data',
  properties: [
    defineCatalogueProperty('columns', 'json', 'Columns', [], { computed: true }),
    defineCatalogueProperty('items', 'json', 'Items', [], { computed: true }),
  ],
});
