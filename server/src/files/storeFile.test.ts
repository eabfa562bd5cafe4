import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { tinyPng } from '../routes/portal/documents/testing/portalDocumentFixtures';
import { openTestDatabase } from '../testing/openTestDatabase';
import { localFileStorage } from './storage/localFileStorage';
import { storeFile } from './storeFile';

describe('storeFile', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-file-'));
  });
  afterAll(async () => {
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps the name as sent, less bidi and other invisible characters', async () => {
    const row = await storeFile(
      database.db,
      { bytes: tinyPng, fileName: 'C:\\scans\\invoice\u202Egnp\u200B.exe\u0000' },
      {
        storage: localFileStorage(dataDir),
        allowed: new Set(['image/png']),
        refusedMessage: 'This file type is not accepted.',
        patientId: null,
        uploadedBy: { type: 'staff', id: randomUUID() },
      },
    );
    expect(row).toMatchObject({ originalName: 'invoicegnp.exe', contentType: 'image/png' });
  });
});
