import crypto from 'node:crypto';
import type { UploadRefusalCode } from '@clinic/api-contract';
import { badRequest, refused } from '../app/httpError';
import type { Queryable } from '../db/database';
import { storedFiles } from '../db/schema';
import { cleanFileName } from './cleanFileName';
import { detectFileType } from './detectFileType';
import type { FileStorage } from './storage/fileStorage';

export interface FileUpload {
  bytes: Buffer;
  /** The name the uploader gave; kept for the download, never used as a path. */
  fileName: string;
}

export interface StoreFileOptions {
  /** Where new uploads go (app.files.forNewFiles). */
  storage: FileStorage;
  /** Detected content types accepted here, and the message when the file is something else. */
  allowed: ReadonlySet<string>;
  refusedMessage: string;
  /** The refusal's code, when the apps have a text for it (the portal's document files). */
  refusedCode?: UploadRefusalCode;
  patientId: string | null;
  uploadedBy: { type: 'staff' | 'portal'; id: string };
}

export type StoredFileRow = typeof storedFiles.$inferSelect;

/**
 * Checks the type by content, stores the bytes (once per content) and records the file with the
 * backend that holds them. The bytes are stored before the row is committed (in its transaction
 * for the database backend), so a row never points at missing bytes.
 */
export async function storeFile(
  db: Queryable,
  upload: FileUpload,
  options: StoreFileOptions,
): Promise<StoredFileRow> {
  if (upload.bytes.length === 0) throw refused(400, 'fileEmpty', 'The file is empty.');
  const contentType = await detectFileType(upload.bytes);
  if (!contentType || !options.allowed.has(contentType)) {
    throw options.refusedCode
      ? refused(400, options.refusedCode, options.refusedMessage)
      : badRequest([options.refusedMessage]);
  }
  const sha256 = crypto.createHash('sha256').update(upload.bytes).digest('hex');
  await options.storage.put(db, sha256, upload.bytes);
  const [row] = await db
    .insert(storedFiles)
    .values({
      sha256,
      sizeBytes: upload.bytes.length,
      contentType,
      originalName: cleanFileName(upload.fileName),
      patientId: options.patientId,
      uploadedByType: options.uploadedBy.type,
      uploadedById: options.uploadedBy.id,
      storage: options.storage.backend,
    })
    .returning();
  if (!row) throw new Error('stored file row not inserted');
  return row;
}
