import type { Queryable } from '../db/database';
import { documentFileTypes, fileTypeRefusedMessage } from '../files/allowedFileTypes';
import type { FileStorage } from '../files/storage/fileStorage';
import { type FileUpload, type StoredFileRow, storeFile } from '../files/storeFile';
import { actorRef, type DocumentActor } from './documentActor';

/** Stores a scanned document of a patient: PDF or image, checked by content; downloads are scoped to the patient. */
export function storePatientFile(
  db: Queryable,
  storage: FileStorage,
  file: FileUpload,
  patientId: string,
  actor: DocumentActor,
): Promise<StoredFileRow> {
  return storeFile(db, file, {
    storage,
    allowed: documentFileTypes,
    refusedMessage: fileTypeRefusedMessage,
    refusedCode: 'fileTypeRefused',
    patientId,
    uploadedBy: actorRef(actor),
  });
}
