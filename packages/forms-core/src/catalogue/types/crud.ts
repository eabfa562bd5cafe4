import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { advancedOnly, type CataloguePropertyOptions, defineCatalogueProperty } from '../catalogueProperty';

// CSS of the Crud's parts: styling is tech-staff material, like every component's Style.
const styleOnly: CataloguePropertyOptions = { modes: advancedOnly, section: 'advanced' };

/** A nested form whose submitted values pile up as records keyed by child control ids. */
export const crudEntry = defineCatalogueEntry({
  elType: 'Crud',
  label: 'Crud',
  category: 'data',
  properties: [
    defineCatalogueProperty('formLayout', 'json', 'Form layout', [], { section: 'layout' }),
    defineCatalogueProperty('listItemLayout', 'json', 'List item layout', [], { section: 'layout' }),
    defineCatalogueProperty('listHeaderContent', 'richText', 'List header content', '', {
      translatable: true,
    }),
    defineCatalogueProperty('addRecordLabel', 'text', 'Add record label', 'Add Record', {
      translatable: true,
    }),
    defineCatalogueProperty('removeRecordLabel', 'text', 'Remove record label', '', { translatable: true }),
    defineCatalogueProperty('addEmptyRecord', 'boolean', 'Add empty record', false),
    defineCatalogueProperty('listItemStyle', 'code', 'List item style', '', styleOnly),
    defineCatalogueProperty('formStyle', 'code', 'Form style', '', styleOnly),
    defineCatalogueProperty('deleteLabelStyle', 'code', 'Delete label style', '', styleOnly),
    defineCatalogueProperty('addLabelStyle', 'code', 'Add label style', '', styleOnly),
  ],
  valueSchema: z.array(z.record(z.string(), z.unknown())),
});
