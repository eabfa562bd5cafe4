// The chart mappers live in forms-core: the server fills documents with the same ones.
export { dosageText, type MarRow, medicationName, toMarRow } from '@clinic/forms-core';
