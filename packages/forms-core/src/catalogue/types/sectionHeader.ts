import { defineCatalogueEntry } from '../catalogueEntry';

/** A heading showing its label. */
export const sectionHeaderEntry = defineCatalogueEntry({
  elType: 'SectionHeader',
  label: 'Section Header',
  category: 'display',
});
