import { z } from 'zod';

/** Why a document, its file or its PDF was refused (a refused answer is fieldErrorCodes instead). */
export const documentRefusalCodes = [
  /** The portal's: a completed document is read-only. */
  'documentCompleted',
  /** Staff's: completed and locked until reverted with a reason. */
  'documentLocked',
  /** Someone saved first: reload, then save again. */
  'documentConflict',
  'documentAlreadyCompleted',
  'formNotOffered',
  'documentNoFile',
  'pdfNeedsCompleted',
  'groupPdfNeedsCompleted',
  'downloadLinkInvalid',
] as const;
export const documentRefusalCodeSchema = z.enum(documentRefusalCodes);
export type DocumentRefusalCode = z.infer<typeof documentRefusalCodeSchema>;

/** Why an uploaded file was refused. */
export const uploadRefusalCodes = [
  'fileRequired',
  'fileEmpty',
  'fileTypeRefused',
  /** params.maxMb: the largest upload, in MB. */
  'fileTooLarge',
  'uploadUnreadable',
] as const;
export const uploadRefusalCodeSchema = z.enum(uploadRefusalCodes);
export type UploadRefusalCode = z.infer<typeof uploadRefusalCodeSchema>;
