import type { ServerConfig } from '../../config/loadConfig';
import type { FileStorage, FileStorageBackend } from './fileStorage';
import { localFileStorage } from './localFileStorage';
import { postgresFileStorage } from './postgresFileStorage';
import { s3FileStorage } from './s3FileStorage';

export interface FileStorages {
  /** Where new uploads go (FILE_STORAGE). */
  forNewFiles: FileStorage;
  /** The backend a stored file's row names: files written under an earlier setting stay readable. */
  of(backend: FileStorageBackend): FileStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStorages;
  }
}

export function fileStoragesOf(config: ServerConfig): FileStorages {
  const local = localFileStorage(config.dataDir);
  const postgres = postgresFileStorage();
  const s3 = config.s3 ? s3FileStorage(config.s3) : undefined;
  const of = (backend: FileStorageBackend): FileStorage => {
    if (backend === 'local') return local;
    if (backend === 'postgres') return postgres;
    if (!s3) throw new Error('A file is in object storage, but S3_BUCKET and its settings are not set.');
    return s3;
  };
  return { forNewFiles: of(config.fileStorage), of };
}
