import path from 'node:path';

/** The folder of uploaded bytes, each file named by its SHA-256. */
export const fileStoreDir = (dataDir: string) => path.join(dataDir, 'files');

export function fileStorePath(dataDir: string, sha256: string): string {
  // The name is our own hex digest, never user input; checked anyway so no path can escape the folder.
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`not a sha-256: ${sha256}`);
  return path.join(fileStoreDir(dataDir), sha256);
}
