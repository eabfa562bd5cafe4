import type { CoreFormsStoredFile } from '@clinic/api-contract';
import type { StoredFileRow } from '../files/storeFile';

/** The columns of a stored file that its reply shows. */
export type StoredFileDtoSource = Pick<
  StoredFileRow,
  'id' | 'originalName' | 'contentType' | 'sizeBytes' | 'sha256'
>;

export function toStoredFileDto(file: StoredFileDtoSource | null): CoreFormsStoredFile | null {
  if (!file) return null;
  return {
    id: file.id,
    fileName: file.originalName,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
  };
}
