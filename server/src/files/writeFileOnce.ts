import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileStorePath } from './fileStorePath';

/**
 * Writes the bytes under their SHA-256 unless that file is already there (the same content is
 * stored once). A temporary name, flushed to disk, then a rename: a crash leaves either no file
 * or the whole file, never half of one under the final name.
 */
export async function writeFileOnce(dataDir: string, sha256: string, bytes: Uint8Array): Promise<void> {
  const target = fileStorePath(dataDir, sha256);
  if (await exists(target)) return;
  const folder = path.dirname(target);
  await fs.mkdir(folder, { recursive: true });
  const temporary = path.join(folder, `.${sha256}.${crypto.randomBytes(6).toString('hex')}.tmp`);
  const handle = await fs.open(temporary, 'w');
  try {
    await handle.writeFile(bytes);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await fs.rename(temporary, target);
  const folderHandle = await fs.open(folder, 'r');
  try {
    await folderHandle.sync();
  } finally {
    await folderHandle.close();
  }
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}
