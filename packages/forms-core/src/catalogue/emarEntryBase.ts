import type { CatalogueEntryDefinition } from './catalogueEntry';
import { emarDateFilterProperty } from './dateFilterProperty';

/**
 * What the three eMAR components share: read-only in the portal unless turned on,
 * visible, filtered to the current day by default, never validated.
 */
export const emarEntryBase = {
  category: 'emar',
  properties: [emarDateFilterProperty],
  defaults: { eFormEditable: false, hidden: false },
} as const satisfies Partial<CatalogueEntryDefinition>;
