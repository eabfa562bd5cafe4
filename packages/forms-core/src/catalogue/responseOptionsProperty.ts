import { defineCatalogueProperty } from './catalogueProperty';

/** Predefined saved responses of text inputs and text areas; they cannot be deleted by users. */
export const responseOptionsProperty = defineCatalogueProperty(
  'responseOptions',
  'textList',
  'Response options',
  [],
  { section: 'choices', help: 'Saved answers offered to pick from; users cannot delete them.' },
);
