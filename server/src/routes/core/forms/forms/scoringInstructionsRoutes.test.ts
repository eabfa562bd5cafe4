import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { signInStaff } from '../../../../testing/signIn';
import { multipart, pdfBytes, pngBytes, requester } from '../formsTestKit.testing';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('api/core/Forms scoring instructions', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-scoring-'));
  let t: TestApp;
  let headers: Record<string, string>;
  let call: ReturnType<typeof requester>;
  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    headers = (await signInStaff(t)).headers;
    call = requester(t, headers);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (formId: string, file?: { name: string; bytes: Buffer }) => {
    const body = multipart({}, file);
    return t.app.inject({
      method: 'PUT',
      url: `/api/core/Forms/UploadScoringInstructions/${formId}`,
      payload: body.payload,
      headers: { ...headers, ...body.headers },
    });
  };

  it('takes a PDF (by content), serves it as an attachment and removes it', async () => {
    const form = (await call('PUT', '/api/core/Forms', { name: 'PHQ' })).json();
    const res = await upload(form.id, { name: 'scoring.pdf', bytes: pdfBytes });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().scoringInstructions).toMatchObject({
      fileName: 'scoring.pdf',
      sizeBytes: pdfBytes.length,
    });
    const download = await call('GET', `/api/core/Forms/${form.id}/ScoringInstructions`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('attachment; filename="scoring.pdf"');
    expect(download.rawPayload.equals(pdfBytes)).toBe(true);

    const removed = await call('PUT', `/api/core/Forms/DeleteScoringInstructions/${form.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().scoringInstructions).toBeNull();
    expect((await call('GET', `/api/core/Forms/${form.id}/ScoringInstructions`)).statusCode).toBe(404);
  });

  it('refuses anything but a PDF, a missing file and unknown forms', async () => {
    const form = (await call('PUT', '/api/core/Forms', { name: 'GAD' })).json();
    const png = await upload(form.id, { name: 'scoring.pdf', bytes: pngBytes });
    expect(png.statusCode).toBe(400);
    expect(png.json().messages).toEqual(['Upload the scoring instructions as a PDF file.']);
    expect((await upload(form.id)).statusCode).toBe(400);
    expect((await upload(unknownId, { name: 'a.pdf', bytes: pdfBytes })).statusCode).toBe(404);
    expect((await call('PUT', `/api/core/Forms/DeleteScoringInstructions/${unknownId}`)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/core/Forms/${unknownId}/ScoringInstructions`)).statusCode).toBe(404);
  });
});
