import { type CataloguePropertyMeta, defineCatalogueProperty } from './catalogueProperty';

/** minLength (0) and maxLength (null = no limit) of text, AI text, password and textarea. */
export const lengthProperties: readonly CataloguePropertyMeta[] = [
  defineCatalogueProperty('minLength', 'number', 'Min length', 0, { min: 0, computed: true }),
  defineCatalogueProperty('maxLength', 'number', 'Max length', null, {
    min: 0,
    nullable: true,
    computed: true,
  }),
];
