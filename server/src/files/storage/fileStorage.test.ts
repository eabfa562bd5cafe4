import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database';
import { openTestDatabase } from '../../testing/openTestDatabase';
import type { FileStorage } from './fileStorage';
import { localFileStorage } from './localFileStorage';
import { postgresFileStorage } from './postgresFileStorage';

const sha256Of = (bytes: Buffer) => crypto.createHash('sha256').update(bytes).digest('hex');

describe('file storage backends', () => {
  let database: DatabaseHandle;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-storage-'));
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  // The same contract for every backend that can run here (S3 has no service to run against).
  const backends: Array<[string, () => FileStorage]> = [
    ['local folder', () => localFileStorage(dataDir)],
    ['PostgreSQL', () => postgresFileStorage()],
  ];

  for (const [name, make] of backends) {
    it(`${name}: gives back the bytes it stored, once per content`, async () => {
      const storage = make();
      const bytes = crypto.randomBytes(70_000);
      const sha256 = sha256Of(bytes);
      await storage.put(database.db, sha256, bytes);
      await storage.put(database.db, sha256, bytes);
      expect((await buffer(await storage.read(database.db, sha256))).equals(bytes)).toBe(true);
    });

    it(`${name}: a read of content never stored fails before any byte`, async () => {
      const sha256 = sha256Of(crypto.randomBytes(16));
      await expect(make().read(database.db, sha256)).rejects.toThrow(/no stored content/);
    });

    it(`${name}: refuses a key that is not a SHA-256`, async () => {
      await expect(make().put(database.db, '../../etc/passwd', Buffer.from('x'))).rejects.toThrow(/sha-256/);
    });
  }

  it('a stored file must name a backend the server can read from', async () => {
    const row = (storage: string) =>
      database.db.execute(
        sql`insert into stored_files (sha256, size_bytes, content_type, original_name, uploaded_by_type, storage)
            values (${'a'.repeat(64)}, 1, 'text/plain', 'a.txt', 'staff', ${storage})`,
      );
    await expect(row('ftp')).rejects.toMatchObject({ cause: { code: '23514' } });
    await row('postgres');
  });

  it('PostgreSQL: bytes written in a transaction that rolls back are not kept', async () => {
    const storage = postgresFileStorage();
    const bytes = crypto.randomBytes(100);
    const sha256 = sha256Of(bytes);
    await database.db
      .transaction(async (tx) => {
        await storage.put(tx, sha256, bytes);
        throw new Error('the upload is refused');
      })
      .catch(() => undefined);
    await expect(storage.read(database.db, sha256)).rejects.toThrow(/no stored content/);
  });
});
