/**
 * What the server accepts on Upload/{id} (server/src/files/allowedFileTypes.ts): the type is
 * checked there by content; here the picker offers these and a file over the limit is refused
 * before it is sent, sparing the patient a 20 MB upload that would be turned away.
 */
export const attachmentAccept = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
  '.pdf',
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.tif',
  '.tiff',
].join(',');

export const maxAttachmentBytes = 20 * 1024 * 1024;

/** Whether the file is over the size limit (the type is the server's to judge, by content). */
export function isTooLarge(file: Pick<File, 'size'>): boolean {
  return file.size > maxAttachmentBytes;
}

/** A file size as people read it, in the page's language: "840 kB", "2.4 MB". */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= 1024 * 1024 ? [bytes / 1024 / 1024, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
