import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { fileContents } from '../../db/schema';
import { assertSha256, type FileStorage, missingContent } from './fileStorage';

/**
 * The bytes in the database itself (`file_contents`), for a cluster with nothing but PostgreSQL:
 * written in the transaction that records the file, so both exist or neither. Uploads are
 * (at most 20 MB, `maxUploadBytes`): a bytea row holds one without chunking, and a read loads it whole.
 */
export function postgresFileStorage(): FileStorage {
  return {
    backend: 'postgres',
    put: async (db, sha256, bytes) => {
      assertSha256(sha256);
      await db.insert(fileContents).values({ sha256, bytes }).onConflictDoNothing();
    },
    read: async (db, sha256) => {
      const [row] = await db
        .select({ bytes: fileContents.bytes })
        .from(fileContents)
        .where(eq(fileContents.sha256, sha256));
      if (!row) throw missingContent(sha256);
      return Readable.from([row.bytes]);
    },
  };
}
