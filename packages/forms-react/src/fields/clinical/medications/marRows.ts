// The chart mappers live in forms-core: the server fills documents with the same ones.
export { dosageText, type MarRow, medicationName, toMarRow } from '@clinic/forms-core';

/** Only image data URLs are shown as pictures: a stored value can never load a remote address. */
export const isImageDataUrl = (value: unknown): value is string =>
  typeof value === 'string' && /^data:image\/(png|jpeg|webp|svg\+xml);base64,/.test(value);
