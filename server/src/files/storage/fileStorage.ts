import type { Readable } from 'node:stream';
import type { Queryable } from '../../db/database';

export const fileStorageBackends = ['local', 'postgres', 's3'] as const;
export type FileStorageBackend = (typeof fileStorageBackends)[number];

/**
 * Where uploaded bytes live, named by their SHA-256 (the same content is stored once). Each
 * stored file's row records its backend, so files stay readable after FILE_STORAGE changes.
 */
export interface FileStorage {
  readonly backend: FileStorageBackend;
  /**
   * Stores the bytes unless they are there already. `db` is the transaction that will record the
   * file: a backend in the database writes in it; the others write before it commits, so a row
   * never points at missing bytes.
   */
  put(db: Queryable, sha256: string, bytes: Buffer): Promise<void>;
  /** Fails (missingContent) before any byte when the content is not there: never a cut-off download. */
  read(db: Queryable, sha256: string): Promise<Readable>;
  /** A short-lived address the browser downloads from directly (object storage), if the backend has one. */
  downloadUrl?(sha256: string, download: { contentType: string; fileName: string }): Promise<string>;
}

/** Our own hex digest, never user input; checked anyway so no key or path can be made of anything else. */
export function assertSha256(sha256: string): void {
  if (!/^[0-9a-f]{64}$/.test(sha256)) throw new Error(`not a sha-256: ${sha256}`);
}

/** A stored file's row names content its backend does not have: a fault of ours, never the caller's. */
export function missingContent(sha256: string): Error {
  return new Error(`no stored content ${sha256}`);
}
