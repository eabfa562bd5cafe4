import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { maxUploadBytes } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../../../db/schema';
import { signDownloadToken } from '../../../../files/downloadToken';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal } from '../../../../testing/signIn';
import {
  createTestDocument,
  createTestForm,
  multipartFile,
  tinyPng as png,
} from '../testing/portalDocumentFixtures';

describe('portal document files, printing and downloads', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let form: { formId: string; versionId: string };
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));
    t = await createTestApp({ DATA_DIR: dataDir });
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    form = await createTestForm(t);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (id: string, fileName: string, bytes: Buffer) => {
    const body = multipartFile(fileName, bytes);
    return t.app.inject({
      method: 'PUT',
      url: `/api/portal/Documents/Upload/${id}`,
      headers: { ...alex.headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('attaches a file checked by its content, then downloads it with a short-lived link', async () => {
    const id = await createTestDocument(t, form, people.alexId);
    const refused = await upload(id, 'notes.png', Buffer.from('<script>alert(1)</script>'));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages[0]).toContain('This file type is not accepted.');
    expect(refused.json().code).toBe('fileTypeRefused');

    const noToken = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/${id}/DownloadToken`,
      headers: alex.headers,
    });
    expect(noToken.statusCode).toBe(400);

    const stored = await upload(id, 'insurance card.png', png);
    expect(stored.statusCode).toBe(200);
    expect(stored.json().file).toMatchObject({ fileName: 'insurance card.png', contentType: 'image/png' });
    // Opening the document again shows the same file, size and digest included.
    const reopened = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/${id}`,
      headers: alex.headers,
    });
    expect(reopened.json().file).toEqual(stored.json().file);
    // Attaching leaves the answers, so a save with the rowVersion read before still goes through.
    expect(stored.json().rowVersion).toBe(1);
    const save = await t.app.inject({
      method: 'PATCH',
      url: `/api/portal/Documents/${id}`,
      headers: alex.headers,
      payload: { rowVersion: 1, results: { TextInput1: 'Alex' } },
    });
    expect(save.statusCode).toBe(200);
    expect(save.json().file).toMatchObject({ fileName: 'insurance card.png' });

    const forged = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/Download/not-a-token/${stored.json().file.id}`,
    });
    expect(forged.statusCode).toBe(404);
    const link = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/${id}/DownloadToken`,
      headers: alex.headers,
    });
    expect(link.statusCode).toBe(200);
    const download = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment');
    expect(download.rawPayload.equals(png)).toBe(true);
  });

  it('refuses uploads to completed documents and requests without a file', async () => {
    const completed = await createTestDocument(t, form, people.alexId, { status: 'Completed' });
    expect((await upload(completed, 'a.png', png)).statusCode).toBe(400);
    const draft = await createTestDocument(t, form, people.alexId);
    const body = multipartFile('a.png', png, 'Other');
    const wrongField = await t.app.inject({
      method: 'PUT',
      url: `/api/portal/Documents/Upload/${draft}`,
      headers: { ...alex.headers, ...body.headers },
      payload: body.payload,
    });
    expect(wrongField.statusCode).toBe(400);
  });

  it('renders a shared document as printable HTML without running scripts', async () => {
    const id = await createTestDocument(t, form, people.alexId, {
      results: { TextInput1: '<script>alert(1)</script>', TextInput2: 'Set by staff' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/RenderDocument/${id}`,
      headers: alex.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).toContain('Portal Test Form');
    expect(res.body).toContain('&lt;script&gt;');
    expect(res.body).not.toContain('<script>');
  });

  it('answers a file over the limit with 400 and the reason, which the portal shows', async () => {
    const id = await createTestDocument(t, form, people.alexId);
    const res = await upload(id, 'scan.pdf', Buffer.alloc(maxUploadBytes + 1, 0x25));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      messages: ['The file is too large: at most 20 MB.'],
      code: 'fileTooLarge',
      params: { maxMb: 20 },
    });
  });

  const pdfLink = (id: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/portal/Documents/${id}/PdfDownloadToken`,
      headers: alex.headers,
    });

  it('downloads a completed document as a PDF with a short-lived link, and no draft', async () => {
    const draft = await createTestDocument(t, form, people.alexId);
    const refused = await pdfLink(draft);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      messages: ['Only a completed document can be downloaded as a PDF.'],
      code: 'pdfNeedsCompleted',
    });

    const id = await createTestDocument(t, form, people.alexId, {
      status: 'Completed',
      results: { TextInput1: 'Alex Rivera', TextInput2: 'Set by staff' },
    });
    const link = await pdfLink(id);
    expect(link.statusCode).toBe(200);
    expect(link.json().url).toBe(`/api/portal/Documents/Download/${link.json().token}/${id}`);
    const pdf = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain('attachment; filename="Portal Test Form.pdf"');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // A stored file's token never opens a PDF, nor a PDF token another document.
    const fileToken = signDownloadToken(t.app.deps.signingKey, id);
    const other = await createTestDocument(t, form, people.alexId, { status: 'Completed' });
    for (const url of [
      `/api/portal/Documents/Download/${fileToken.token}/${id}`,
      `/api/portal/Documents/Download/${link.json().token}/${other}`,
    ]) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }

    // A document taken back from the portal after the link was made is no longer served.
    await t.database.db.update(documents).set({ sharedWithPortal: false }).where(eq(documents.id, id));
    const unshared = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(unshared.statusCode).toBe(404);
  });
});
