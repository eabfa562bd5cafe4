import { defineCatalogueEntry } from '../catalogueEntry';

/** Splits the form into pages; its row is never shown. */
export const pageBreakEntry = defineCatalogueEntry({
  elType: 'PageBreak',
  label: 'Page Break',
  category: 'layout',
});
