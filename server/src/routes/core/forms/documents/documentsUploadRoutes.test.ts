import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, storedFiles } from '../../../../db/schema';
import { signDownloadToken } from '../../../../files/downloadToken';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { signInStaff } from '../../../../testing/signIn';
import {
  clinicalContent,
  episodeOf,
  exeBytes,
  multipart,
  pdfBytes,
  pngBytes,
  requester,
} from '../formsTestKit.testing';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('api/core/Documents uploads and downloads', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-uploads-'));
  let t: TestApp;
  let call: ReturnType<typeof requester>;
  let headers: Record<string, string>;
  let people: DemoPeople;
  let formId: string;

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    people = await seedDemoPeople(t);
    headers = (await signInStaff(t, { roles: ['techStaff'] })).headers;
    call = requester(t, headers);
    formId = (
      await call('PUT', '/api/core/Forms', { name: 'Scanned consent', content: clinicalContent })
    ).json().id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (
    method: 'PUT' | 'PATCH',
    fields: Record<string, string>,
    file?: { name: string; bytes: Buffer },
  ) => {
    const body = multipart(fields, file);
    return t.app.inject({
      method,
      url: '/api/core/Documents/upload',
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it('stores a file by its content: a .pdf name with PNG bytes is a PNG, kept once under its SHA-256', async () => {
    const fields = {
      PatientId: people.alexId,
      FormId: formId,
      EpisodeOfCareId: await episodeOf(t, people.alexId),
    };
    const res = await upload('PUT', fields, { name: 'scan.pdf', bytes: pngBytes });
    expect(res.statusCode, res.body).toBe(201);
    const doc = res.json();
    expect(doc.status).toBe('Draft');
    expect(doc.file).toMatchObject({
      contentType: 'image/png',
      fileName: 'scan.pdf',
      sizeBytes: pngBytes.length,
    });
    const onDisk = path.join(dataDir, 'files', doc.file.sha256);
    expect(fs.readFileSync(onDisk).equals(pngBytes)).toBe(true);

    const again = await upload('PUT', fields, { name: 'copy.png', bytes: pngBytes });
    expect(again.json().file.sha256).toBe(doc.file.sha256);
    expect(fs.readdirSync(path.join(dataDir, 'files')).filter((name) => !name.startsWith('.'))).toHaveLength(
      1,
    );
    const [row] = await t.database.db.select().from(storedFiles).where(eq(storedFiles.id, doc.file.id));
    expect(row?.patientId).toBe(people.alexId);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.resourceId, doc.id));
    expect(audit.map((r) => r.action)).toEqual(['upload']);
  });

  it('refuses an executable, an empty or missing file, bad fields and non-multipart bodies with 400', async () => {
    const fields = { PatientId: people.alexId, FormId: formId };
    const exe = await upload('PUT', fields, { name: 'report.pdf', bytes: exeBytes });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().messages[0]).toContain('This file type is not accepted');
    expect((await upload('PUT', fields, { name: 'a.pdf', bytes: Buffer.alloc(0) })).statusCode).toBe(400);
    expect((await upload('PUT', fields)).statusCode).toBe(400);
    const badFields = await upload(
      'PUT',
      { PatientId: 'x', FormId: formId },
      { name: 'a.pdf', bytes: pdfBytes },
    );
    expect(badFields.statusCode).toBe(400);
    expect(badFields.json().fieldErrors.PatientId).toBeDefined();
    expect((await call('PUT', '/api/core/Documents/upload', { PatientId: people.alexId })).statusCode).toBe(
      400,
    );
    const unknown = await upload(
      'PUT',
      { PatientId: unknownId, FormId: formId },
      { name: 'a.pdf', bytes: pdfBytes },
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('completes a scan on upload, and a completed one changes only with an UnlockReason', async () => {
    const created = await upload(
      'PUT',
      { PatientId: people.alexId, FormId: formId, Status: 'Completed', EffectiveDate: '2025-02-03' },
      { name: 'consent.pdf', bytes: pdfBytes },
    );
    expect(created.statusCode, created.body).toBe(201);
    const doc = created.json();
    expect(doc).toMatchObject({ status: 'Completed', effectiveDate: '2025-02-03T00:00:00.000Z' });
    expect(doc.file.contentType).toBe('application/pdf');

    const locked = await upload('PATCH', { id: doc.id, EffectiveDate: '2025-02-04' });
    expect(locked.statusCode).toBe(409);
    const changed = await upload(
      'PATCH',
      { id: doc.id, UnlockReason: 'Rescanned page 2', Status: 'Completed' },
      { name: 'consent-2.png', bytes: pngBytes },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'Completed', unlockReason: 'Rescanned page 2' });
    expect(changed.json().file.contentType).toBe('image/png');
    expect((await upload('PATCH', { id: unknownId })).statusCode).toBe(404);
    expect((await upload('PATCH', { id: doc.id, RowVersion: '1', UnlockReason: 'x' })).statusCode).toBe(409);
  });

  it('downloads through a five-minute token that names one file', async () => {
    const doc = (
      await upload(
        'PUT',
        { PatientId: people.alexId, FormId: formId },
        { name: 'Lab résumé.pdf', bytes: pdfBytes },
      )
    ).json();
    const minted = await call('GET', `/api/core/Documents/${doc.id}/DownloadToken`);
    expect(minted.statusCode).toBe(200);
    const { url, token } = minted.json();
    const download = await t.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('attachment;');
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''Lab%20r%C3%A9sum%C3%A9.pdf");
    expect(download.rawPayload.equals(pdfBytes)).toBe(true);

    const other = (
      await upload('PUT', { PatientId: people.alexId, FormId: formId }, { name: 'b.png', bytes: pngBytes })
    ).json();
    const wrongFile = await t.app.inject({
      method: 'GET',
      url: `/api/core/Documents/Download/${token}/${other.file.id}`,
    });
    expect(wrongFile.statusCode).toBe(404);
    const expired = signDownloadToken(t.app.deps.signingKey, doc.file.id, Date.now() - 6 * 60 * 1000);
    const late = await t.app.inject({
      method: 'GET',
      url: `/api/core/Documents/Download/${expired.token}/${doc.file.id}`,
    });
    expect(late.statusCode).toBe(404);
    expect(late.json().messages[0]).toContain('expired');
    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/core/Documents/Download/abc.def.ghi/${doc.file.id}`,
    });
    expect(forged.statusCode).toBe(404);

    const plain = (await call('PUT', '/api/core/Documents', { formId, patientId: people.alexId })).json();
    expect((await call('GET', `/api/core/Documents/${plain.id}/DownloadToken`)).statusCode).toBe(409);
  });
});
