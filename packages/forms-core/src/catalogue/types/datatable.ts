import { z } from 'zod';
import { defineCatalogueEntry } from '../catalogueEntry';
import { defineCatalogueProperty } from '../catalogueProperty';

const defaultColumns = ['column1', 'column2', 'column3'].map((name) => ({
  text: name,
  field: name,
  type: 'plain',
  options: [],
}));

/** The value is the list of rows, each an object keyed by column field. */
export const datatableEntry = defineCatalogueEntry({
  elType: 'Datatable',
  label: 'Datatable',
  category: 'data',
  properties: [defineCatalogueProperty('columns', 'datatableColumns', 'Columns', defaultColumns)],
  valueSchema: z.array(z.record(z.string(), z.unknown())),
  rules: ['required'],
});
