/**
 * What the server takes as an uploaded file (scanned documents, attachments, pictures): these
 * content types, detected from the bytes, and at most `maxUploadBytes`. The apps offer the same
 * types in their file pickers and refuse a larger file before sending it.
 */
export const uploadContentTypes = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
] as const;

export const maxUploadBytes = 20 * 1024 * 1024;

/** A file input's `accept`: the types, and their extensions for pickers that go by name. */
export const uploadAccept = [
  ...uploadContentTypes,
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.tif',
  '.tiff',
].join(',');

/** Whether the file is over the size limit (the type is the server's to judge, by content). */
export function isTooLargeToUpload(file: { size: number }): boolean {
  return file.size > maxUploadBytes;
}
