import { z } from 'zod';
import { type CatalogueEntry, type CatalogueEntryDefinition, defineCatalogueEntry } from './catalogueEntry';

interface ClinicalListDefinition
  extends Omit<CatalogueEntryDefinition, 'category' | 'defaults' | 'valueSchema'> {
  /** The fields of one record of the list; other fields a record carries are kept. */
  record: z.core.$ZodLooseShape;
}

/**
 * A clinical grid: its value is a list of records and its label defaults to the type's name,
 * written once here so the toolbox name and the default label cannot drift apart.
 */
export function defineClinicalListEntry({ record, ...definition }: ClinicalListDefinition): CatalogueEntry {
  return defineCatalogueEntry({
    ...definition,
    category: 'clinical',
    defaults: { label: definition.label },
    valueSchema: z.array(z.looseObject(record)),
  });
}
