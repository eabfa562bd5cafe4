import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppInstance } from '../../app/appInstance';
import { fileContents, storedFiles } from '../../db/schema';
import {
  clinicalContent,
  multipart,
  pdfBytes,
  pngBytes,
  requester,
} from '../../routes/core/forms/formsTestKit.testing';
import { anotherInstance } from '../../testing/anotherInstance';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../testing/demoFixtures';
import { signInStaff } from '../../testing/signIn';

describe('uploads in the database, and files that follow their rows across a FILE_STORAGE change', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-storage-switch-'));
  let t: TestApp;
  let inDatabase: AppInstance;
  let headers: Record<string, string>;
  let people: DemoPeople;
  let formId: string;

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    people = await seedDemoPeople(t);
    headers = (await signInStaff(t, { roles: ['techStaff'] })).headers;
    formId = (
      await requester(t, headers)('PUT', '/api/core/Forms', {
        name: 'Scanned consent',
        content: clinicalContent,
      })
    ).json().id;
    // The same clinic after FILE_STORAGE=postgres: another instance, as after a restart.
    inDatabase = await anotherInstance(t, { config: { ...t.app.deps.config, fileStorage: 'postgres' } });
  });
  afterAll(async () => {
    await inDatabase.close();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (app: AppInstance, name: string, bytes: Buffer) => {
    const body = multipart({ PatientId: people.alexId, FormId: formId }, { name, bytes });
    return app.inject({
      method: 'PUT',
      url: '/api/core/Documents/upload',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };
  const download = async (app: AppInstance, documentId: string) => {
    const minted = await app.inject({
      method: 'GET',
      url: `/api/core/Documents/${documentId}/DownloadToken`,
      headers,
    });
    return app.inject({ method: 'GET', url: minted.json().url });
  };

  it('stores a new upload in the database and downloads it from there, with nothing on disk', async () => {
    const res = await upload(inDatabase, 'consent.pdf', pdfBytes);
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    const [row] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.sha256, doc.file.sha256));
    expect(row?.storage).toBe('postgres');
    expect(fs.existsSync(path.join(dataDir, 'files', doc.file.sha256))).toBe(false);
    const [content] = await t.database.db
      .select({ sha256: fileContents.sha256 })
      .from(fileContents)
      .where(eq(fileContents.sha256, doc.file.sha256));
    expect(content).toBeDefined();
    const got = await download(inDatabase, doc.id);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('application/pdf');
    expect(got.rawPayload.equals(pdfBytes)).toBe(true);
  });

  it('still downloads a file stored in the folder before the change, from either instance', async () => {
    const doc = (await upload(t.app, 'scan.png', pngBytes)).json();
    const [row] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.sha256, doc.file.sha256));
    expect(row?.storage).toBe('local');
    for (const app of [t.app, inDatabase]) {
      const got = await download(app, doc.id);
      expect(got.statusCode).toBe(200);
      expect(got.rawPayload.equals(pngBytes)).toBe(true);
    }
  });
});
