import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';

/** A nested form whose submitted values pile up as records keyed by child control ids. */
export const crudEntry = defineCatalogueEntry({
  elType: 'Crud',
  label: 'Crud',
  category: 'data',
  properties: [
    defineCatalogueProperty('formLayout', 'json', 'Form layout', []),
    defineCatalogueProperty('listItemLayout', 'json', 'List item layout', []),
    defineCatalogueProperty('listHeaderContent', 'richText', 'List header content', '', {
      translatable: true,
    }),
    defineCatalogueProperty('addRecordLabel', 'text', 'Add record label', 'Add Record', {
      translatable: true,
    }),
    defineCatalogueProperty('removeRecordLabel', 'text', 'Remove record label', '', { translatable: true }),
    defineCatalogueProperty('addEmptyRecord', 'boolean', 'Add empty record', false),
    defineCatalogueProperty('listItemStyle', 'code', 'List item style', ''),
    defineCatalogueProperty('formStyle', 'code', 'Form style', ''),
    defineCatalogueProperty('deleteLabelStyle', 'code', 'Delete label style', ''),
    defineCatalogueProperty('addLabelStyle', 'code', 'Add label style', ''),
  ],
  valueSchema: z.array(z.record(z.string(), z.unknown())),
});
