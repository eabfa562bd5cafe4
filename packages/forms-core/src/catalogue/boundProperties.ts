import { type CataloguePropertyMeta, defineCatalogueProperty } from './catalogueProperty';

/** minValue/maxValue of the number input (numbers) and the date picker (YYYY-MM-DD dates). */
export function boundProperties(kind: 'number' | 'date'): readonly CataloguePropertyMeta[] {
  return [
    defineCatalogueProperty('minValue', kind, 'Min value', null, {
      nullable: true,
      computed: true,
      section: 'validation',
      help: 'The smallest answer accepted.',
      emptyText: 'No minimum',
    }),
    defineCatalogueProperty('maxValue', kind, 'Max value', null, {
      nullable: true,
      computed: true,
      section: 'validation',
      help: 'The largest answer accepted.',
      emptyText: 'No maximum',
    }),
  ];
}
