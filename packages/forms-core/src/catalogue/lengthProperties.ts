import { type CataloguePropertyMeta, defineCatalogueProperty } from './catalogueProperty';

/** minLength (0) and maxLength (null = no limit) of text, AI text, password and textarea. */
export const lengthProperties: readonly CataloguePropertyMeta[] = [
  defineCatalogueProperty('minLength', 'number', 'Min length', 0, {
    min: 0,
    computed: true,
    section: 'validation',
    help: 'The fewest characters an answer may have.',
  }),
  defineCatalogueProperty('maxLength', 'number', 'Max length', null, {
    min: 0,
    nullable: true,
    computed: true,
    section: 'validation',
    help: 'The most characters an answer may have.',
    emptyText: 'No maximum',
  }),
];
