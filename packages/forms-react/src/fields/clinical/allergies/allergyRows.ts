// The chart mappers live in forms-core: the server fills documents with the same ones.
export { type AllergyRow, toAllergyRow } from '@clinic/forms-core';
