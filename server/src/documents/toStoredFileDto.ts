import type { CoreFormsStoredFile } from '@clinic/api-contract';
import type { StoredFileRow } from '../files/storeFile';

export function toStoredFileDto(file: StoredFileRow | null): CoreFormsStoredFile | null {
  if (!file) return null;
  return {
    id: file.id,
    fileName: file.originalName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
  };
}
