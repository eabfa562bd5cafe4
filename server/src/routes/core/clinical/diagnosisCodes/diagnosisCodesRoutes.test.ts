import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClinicalTestContext,
  createClinicalTestContext,
  unknownId,
} from '../shared/clinicalTestContext';

describe('DiagnosisCodes', () => {
  let c: ClinicalTestContext;
  let icd: Record<string, string>;
  let activeId: string;
  let resolvedId: string;
  beforeAll(async () => {
    c = await createClinicalTestContext();
    icd = {};
    for (const code of ['F32.9', 'F41.1', 'F33.1', 'I10', 'F43.10']) {
      const res = await c.t.app.inject({
        method: 'POST',
        url: '/api/core/IcdCode',
        headers: c.headers,
        payload: { searchPhrase: code },
      });
      icd[code] = res.json()[0].id;
    }
    activeId = await c.lookupId('DiagnosisCodeStatus', 'Active');
    resolvedId = await c.lookupId('DiagnosisCodeStatus', 'Resolved');
  });
  afterAll(async () => {
    await c.t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    c.t.app.inject({ method, url: `/api/core/DiagnosisCodes${url}`, headers: c.headers, payload });
  const add = (body: object) => call('PUT', '', { episodeOfCareId: c.alexEpisodeId, ...body });

  it('adds codes and lists them by category (Primary, Secondary, Tertiary, Quaternary) then ICD code', async () => {
    const created = await add({
      icdCodeId: icd['F41.1'],
      category: 'Secondary',
      statusId: activeId,
      activeFrom: '2024-01-31',
      comments: 'Worse in winter',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      icdCode: { code: 'F41.1', description: 'Generalized anxiety disorder' },
      code: 'F41.1 - Generalized anxiety disorder',
      description: 'Worse in winter',
      status: { id: activeId, name: 'Active', color: '#2e7d32' },
      activeFrom: '2024-01-31',
      resolvedBy: null,
      category: 'Secondary',
      patientId: c.people.alexId,
    });
    await add({ icdCodeId: icd['F33.1'], category: 'Quaternary' });
    await add({ icdCodeId: icd.I10 });
    await add({ icdCodeId: icd['F43.10'], category: 'Tertiary' });
    await add({ icdCodeId: icd['F32.9'], category: 'Primary' });

    const list = await call('POST', '', { episodeOfCareId: c.alexEpisodeId });
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json()
        .map((r: { category: string; icdCode: { code: string } }) => `${r.category} ${r.icdCode.code}`),
    ).toEqual(['Primary F32.9', 'Primary I10', 'Secondary F41.1', 'Tertiary F43.10', 'Quaternary F33.1']);
    expect((await call('POST', '', { patientId: c.people.alexId })).json()).toHaveLength(5);
    expect((await call('POST', '', { episodeOfCareId: c.samEpisodeId })).json()).toEqual([]);
  });

  it('checks the modal: ICD code required, valid dates, Resolved by only when resolved', async () => {
    const missing = await add({ statusId: activeId });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors).toEqual({ icdCodeId: ['This field is required'] });
    const badDate = await add({ icdCodeId: icd.I10, activeFrom: '2023-02-30' });
    expect(badDate.json().fieldErrors).toEqual({ activeFrom: ['This field must have a valid date format'] });
    const badResolved = await add({ icdCodeId: icd.I10, statusId: resolvedId, resolvedBy: 'soon' });
    expect(badResolved.json().fieldErrors).toEqual({
      resolvedBy: ['This field must have a valid date format'],
    });
    const hidden = await add({ icdCodeId: icd.I10, statusId: activeId, resolvedBy: 'soon' });
    expect(hidden.statusCode).toBe(201);
    expect(hidden.json().resolvedBy).toBeNull();
    const before = await add({
      icdCodeId: icd.I10,
      statusId: resolvedId,
      activeFrom: '2024-03-01',
      resolvedBy: '2024-02-01',
    });
    expect(before.json().fieldErrors).toEqual({ resolvedBy: ['Resolved by cannot precede Active From.'] });
    expect((await add({ icdCodeId: unknownId })).json().fieldErrors).toEqual({
      icdCodeId: ['Unknown ICD code.'],
    });
    const wrongKind = await add({ icdCodeId: icd.I10, statusId: await c.lookupId('Reaction', 'Rash') });
    expect(wrongKind.json().fieldErrors).toEqual({ statusId: ['Unknown DiagnosisCodeStatus item.'] });
    expect((await add({ icdCodeId: icd.I10, category: 'Fifth' })).statusCode).toBe(400);
    expect((await call('PUT', '', { icdCodeId: icd.I10 })).statusCode).toBe(400);
  });

  it('changes status, fields and deletes; unknown ids answer 404', async () => {
    const id = (await add({ icdCodeId: icd['F32.9'], statusId: activeId, activeFrom: '2024-01-01' })).json()
      .id;
    const resolved = await call('PATCH', `/ChangeStatus/${id}`, {
      statusId: resolvedId,
      resolvedBy: '2024-04-01',
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: { name: 'Resolved' },
      resolvedBy: '2024-04-01',
      activeFrom: '2024-01-01',
    });
    const patched = await call('PATCH', `/${id}`, { comments: 'In remission', category: 'Tertiary' });
    expect(patched.json()).toMatchObject({
      description: 'In remission',
      category: 'Tertiary',
      resolvedBy: '2024-04-01',
    });
    expect((await call('PATCH', `/${id}`, { icdCodeId: null })).json().fieldErrors).toEqual({
      icdCodeId: ['This field is required'],
    });
    expect((await call('GET', `/${id}`)).json().description).toBe('In remission');
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/ChangeStatus/${id}`, { statusId: activeId })).statusCode).toBe(404);
    expect((await call('PATCH', `/${unknownId}`, { comments: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/${unknownId}`)).statusCode).toBe(404);
    expect((await call('POST', '', { episodeOfCareId: unknownId })).statusCode).toBe(404);
    expect((await call('PUT', '', { episodeOfCareId: unknownId, icdCodeId: icd.I10 })).statusCode).toBe(404);
  });

  it('audits every read and write', async () => {
    const actions = (await c.auditRows('DiagnosisCode')).map((r) => r.action);
    expect(new Set(actions)).toEqual(new Set(['create', 'read', 'update', 'delete']));
  });
});
