import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, documents } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { signInStaff } from '../../../../testing/signIn';
import { contentOf, episodeOf, multipart, pdfBytes, pngBytes, requester } from '../formsTestKit.testing';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('api/core/DocumentGroups', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-groups-'));
  let t: TestApp;
  let headers: Record<string, string>;
  let call: ReturnType<typeof requester>;
  let people: DemoPeople;
  let episodeId: string;
  let formGroupId: string;

  beforeAll(async () => {
    t = await createTestApp({ DATA_DIR: dataDir });
    people = await seedDemoPeople(t);
    headers = (await signInStaff(t)).headers;
    call = requester(t, headers);
    episodeId = await episodeOf(t, people.alexId);
    const content = contentOf([
      { id: 'TextInput1', elType: 'TextInput', properties: { label: 'Name', required: true } },
    ]);
    const a = (await call('PUT', '/api/core/Forms', { name: 'Packet A', content })).json();
    const b = (await call('PUT', '/api/core/Forms', { name: 'Packet B', content })).json();
    formGroupId = (
      await call('PUT', '/api/core/FormGroups', { name: 'Packet', formIds: [a.id, b.id] })
    ).json().id;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const createGroup = async () => {
    const res = await call('PUT', '/api/core/DocumentGroups', {
      formGroupId,
      patientId: people.alexId,
      episodeOfCareId: episodeId,
      effectiveDate: '2025-05-06',
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json();
  };
  const complete = async (documentId: string) => {
    const doc = (await call('GET', `/api/core/Documents/${documentId}`)).json();
    return call('PATCH', `/api/core/Documents/${documentId}/SaveAndComplete`, {
      rowVersion: doc.rowVersion,
      results: { TextInput1: 'Alex' },
    });
  };

  it('creates one draft per form of the group, together, and audits it', async () => {
    const group = await createGroup();
    expect(group).toMatchObject({ formGroupName: 'Packet', status: 'Draft', episodeOfCareId: episodeId });
    expect(group.documents.map((d: { formName: string; status: string }) => [d.formName, d.status])).toEqual([
      ['Packet A', 'Draft'],
      ['Packet B', 'Draft'],
    ]);
    expect(group.documents[0].effectiveDate).toBe('2025-05-06T00:00:00.000Z');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.resourceId, group.id));
    expect(audit.map((r) => r.action)).toEqual(['create']);
    expect((await call('GET', `/api/core/DocumentGroups/${group.id}`)).json().documents).toHaveLength(2);
  });

  it('refuses unknown form groups, patients and episodes of another patient', async () => {
    const body = { formGroupId, patientId: people.alexId };
    expect(
      (await call('PUT', '/api/core/DocumentGroups', { ...body, formGroupId: unknownId })).statusCode,
    ).toBe(404);
    expect(
      (await call('PUT', '/api/core/DocumentGroups', { ...body, patientId: unknownId })).statusCode,
    ).toBe(404);
    const samEpisode = await episodeOf(t, people.samId);
    expect(
      (await call('PUT', '/api/core/DocumentGroups', { ...body, episodeOfCareId: samEpisode })).statusCode,
    ).toBe(404);
    expect((await call('PUT', '/api/core/DocumentGroups', {})).statusCode).toBe(400);
    for (const url of [
      `/api/core/DocumentGroups/${unknownId}`,
      `/api/core/DocumentGroups/RenderDocumentGroup/${unknownId}`,
    ]) {
      expect((await call('GET', url)).statusCode).toBe(404);
    }
    expect((await call('PATCH', `/api/core/DocumentGroups/${unknownId}`, {})).statusCode).toBe(404);
    expect((await call('DELETE', `/api/core/DocumentGroups/${unknownId}`)).statusCode).toBe(404);
    expect(
      (await call('POST', '/api/core/DocumentGroups/DocumentGroupsFromIds', { ids: [unknownId] })).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', '/api/core/DocumentGroups/DownloadDocumentGroupPdf', { id: unknownId })).statusCode,
    ).toBe(404);
  });

  it('becomes Completed when every document is, prints, and is then protected from deletion', async () => {
    const group = await createGroup();
    const noPdf = await call('POST', '/api/core/DocumentGroups/DownloadDocumentGroupPdf', { id: group.id });
    expect(noPdf.statusCode).toBe(409);
    for (const doc of group.documents) expect((await complete(doc.id)).statusCode).toBe(200);
    expect((await call('GET', `/api/core/DocumentGroups/${group.id}`)).json().status).toBe('Completed');

    const html = await call('GET', `/api/core/DocumentGroups/RenderDocumentGroup/${group.id}`);
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('Packet A');
    expect(html.body).toContain('Packet B');
    const pdf = await call('POST', '/api/core/DocumentGroups/DownloadDocumentGroupPdf', { id: group.id });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('DELETE', `/api/core/DocumentGroups/${group.id}`)).statusCode).toBe(409);

    const reverted = await call('PATCH', `/api/core/Documents/${group.documents[0].id}/RevertComplete`, {
      unlockReason: 'Typo',
    });
    expect(reverted.statusCode).toBe(200);
    expect((await call('GET', `/api/core/DocumentGroups/${group.id}`)).json().status).toBe('Draft');
  });

  it('changes the date of its drafts and shares them, and deletes a draft group with its documents', async () => {
    const group = await createGroup();
    const patched = await call('PATCH', `/api/core/DocumentGroups/${group.id}`, {
      effectiveDate: '2025-06-07',
      sharedWithPortal: true,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      effectiveDate: '2025-06-07T00:00:00.000Z',
      sharedWithPortal: true,
    });
    expect(
      patched
        .json()
        .documents.every((d: { effectiveDate: string; sharedWithPortal: boolean }) => d.sharedWithPortal),
    ).toBe(true);
    expect(patched.json().documents[0].effectiveDate).toBe('2025-06-07T00:00:00.000Z');

    expect((await call('DELETE', `/api/core/DocumentGroups/${group.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/core/DocumentGroups/${group.id}`)).statusCode).toBe(404);
    const members = await t.database.db
      .select()
      .from(documents)
      .where(eq(documents.documentGroupId, group.id));
    expect(members.every((m) => m.deletedAt !== null)).toBe(true);
  });

  it('lists an episode, and answers groups and their document ids by id', async () => {
    const first = await createGroup();
    const second = await createGroup();
    const page = await call('POST', `/api/core/DocumentGroups/ByEoc/${episodeId}/${people.alexId}`, {
      pageSize: 2,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().items.map((g: { id: string }) => g.id)).toEqual([second.id, first.id]);
    expect(
      (await call('POST', `/api/core/DocumentGroups/ByEoc/${episodeId}/${people.samId}`, {})).statusCode,
    ).toBe(404);

    const fromIds = await call('POST', '/api/core/DocumentGroups/DocumentGroupsFromIds', {
      ids: [first.id, second.id],
    });
    expect(fromIds.json().map((g: { id: string }) => g.id)).toEqual([first.id, second.id]);
    const resultIds = await call('POST', '/api/core/DocumentGroups/DocumentGroupsResultsIds', {
      ids: [first.id],
    });
    expect(resultIds.json()).toEqual([
      { documentGroupId: first.id, documentIds: first.documents.map((d: { id: string }) => d.id) },
    ]);
  });

  it('uploads a scanned group, and changes a completed one only with an UnlockReason', async () => {
    const send = (
      method: 'PUT' | 'PATCH',
      fields: Record<string, string>,
      file?: { name: string; bytes: Buffer },
    ) => {
      const body = multipart(fields, file);
      return t.app.inject({
        method,
        url: '/api/core/DocumentGroups/upload',
        payload: body.payload,
        headers: { ...headers, ...body.headers },
      });
    };
    const created = await send(
      'PUT',
      { PatientId: people.alexId, FormGroupId: formGroupId, Status: 'Completed', EpisodeOfCareId: episodeId },
      { name: 'packet.pdf', bytes: pdfBytes },
    );
    expect(created.statusCode, created.body).toBe(201);
    const group = created.json();
    expect(group).toMatchObject({ status: 'Completed', documents: [] });
    expect(group.file.contentType).toBe('application/pdf');
    expect((await send('PATCH', { id: group.id }, { name: 'b.png', bytes: pngBytes })).statusCode).toBe(409);
    const changed = await send(
      'PATCH',
      { id: group.id, UnlockReason: 'Missing page' },
      { name: 'b.png', bytes: pngBytes },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ status: 'Draft', unlockReason: 'Missing page' });
    expect(changed.json().file.contentType).toBe('image/png');
    const link = await call('GET', `/api/core/DocumentGroups/${group.id}/DownloadToken`);
    expect(link.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: link.json().url })).rawPayload.equals(pngBytes)).toBe(
      true,
    );
    expect((await send('PUT', { PatientId: people.alexId, FormGroupId: formGroupId })).statusCode).toBe(400);
  });
});
