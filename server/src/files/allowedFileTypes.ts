import { uploadContentTypes } from '@clinic/api-contract';

/**
 * What may be uploaded, by content type as detected from the bytes. Plain text is not on the
 * list: it has no signature to check, so any script or HTML could pass for it.
 */
export const documentFileTypes: ReadonlySet<string> = new Set(uploadContentTypes);

/** Scoring instructions are a printable sheet: PDF only. */
export const pdfOnly: ReadonlySet<string> = new Set(['application/pdf']);

export const fileTypeRefusedMessage =
  'This file type is not accepted. Upload a PDF or an image (PNG, JPEG, GIF, WebP or TIFF).';
export const pdfRequiredMessage = 'Upload the scoring instructions as a PDF file.';
