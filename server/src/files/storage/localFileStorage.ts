import fs from 'node:fs';
import { fileStorePath } from '../fileStorePath';
import { writeFileOnce } from '../writeFileOnce';
import type { FileStorage } from './fileStorage';

/** The default: a folder under DATA_DIR (`files/`), one machine's disk. */
export function localFileStorage(dataDir: string): FileStorage {
  return {
    backend: 'local',
    put: (_db, sha256, bytes) => writeFileOnce(dataDir, sha256, bytes),
    read: async (_db, sha256) => fs.createReadStream(fileStorePath(dataDir, sha256)),
  };
}
