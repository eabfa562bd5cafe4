import fs from 'node:fs';
import { fileStorePath } from '../fileStorePath';
import { writeFileOnce } from '../writeFileOnce';
import { type FileStorage, missingContent } from './fileStorage';

/** The default: a folder under DATA_DIR (`files/`), one machine's disk. */
export function localFileStorage(dataDir: string): FileStorage {
  return {
    backend: 'local',
    put: (_db, sha256, bytes) => writeFileOnce(dataDir, sha256, bytes),
    read: async (_db, sha256) => {
      // Opened first, so a missing file fails here rather than after the reply has begun.
      const file = await fs.promises.open(fileStorePath(dataDir, sha256)).catch((error: unknown) => {
        throw (error as NodeJS.ErrnoException).code === 'ENOENT' ? missingContent(sha256) : error;
      });
      return file.createReadStream();
    },
  };
}
