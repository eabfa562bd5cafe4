import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClinicalTestContext,
  createClinicalTestContext,
  unknownId,
} from '../shared/clinicalTestContext';

describe('IcdCode', () => {
  let c: ClinicalTestContext;
  beforeAll(async () => {
    c = await createClinicalTestContext();
  });
  afterAll(async () => {
    await c.t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    c.t.app.inject({ method, url: `/api/core/IcdCode${url}`, headers: c.headers, payload });
  const search = async (searchPhrase: string) => {
    const res = await call('POST', '', { searchPhrase });
    expect(res.statusCode).toBe(200);
    return res.json() as Array<{ id: string; code: string; description: string }>;
  };
  const searchCount = async (searchPhrase: string) =>
    (await call('POST', '/SearchCount', { searchPhrase })).json().count;

  it('answers nothing under 3 characters after trimming', async () => {
    expect(await search('F3')).toEqual([]);
    expect(await search('   F3   ')).toEqual([]);
    expect(await searchCount(' F3 ')).toBe(0);
    expect(await search('')).toEqual([]);
    expect((await call('POST', '', {})).json()).toEqual([]);
  });

  it('ranks the exact code first, then code prefixes, then description matches', async () => {
    const created = await call('PUT', '', {
      code: 'z99.891',
      description: 'Test code mentioning F32.9 in its text',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().code).toBe('Z99.891');
    const byCode = await search('F32.9');
    expect(byCode.map((r) => r.code)).toEqual(['F32.9', 'Z99.891']);
    expect((await search('f329'))[0]?.code).toBe('F32.9');
    const prefix = await search('F32');
    const codes = prefix.map((r) => r.code);
    expect(codes.at(-1)).toBe('Z99.891');
    const byPrefix = codes.slice(0, -1);
    expect(byPrefix).toHaveLength(10);
    expect(byPrefix.every((code) => code.startsWith('F32'))).toBe(true);
    expect(byPrefix).toEqual([...byPrefix].sort());
  });

  it('matches every word of the phrase in descriptions, whatever the case', async () => {
    const rows = await search('RECURRENT depressive moderate');
    expect(rows.map((r) => r.code)).toContain('F33.1');
    expect(rows.every((r) => /recurrent/i.test(r.description) && /moderate/i.test(r.description))).toBe(true);
    expect((await search('hypertension')).map((r) => r.code)).toContain('I10');
    expect(await search('no such diagnosis anywhere')).toEqual([]);
    expect(await search('100%_')).toEqual([]);
  });

  it('answers at most 50 codes and counts them all', async () => {
    const rows = await search('F10');
    expect(rows).toHaveLength(50);
    expect(await searchCount('F10')).toBeGreaterThan(50);
    expect(await searchCount('F32.9')).toBe(2);
  });

  it('reads, corrects and deletes a code; refuses duplicates and codes in use', async () => {
    const created = (await call('PUT', '', { code: 'Z99.892', description: 'Temporary' })).json();
    expect((await call('GET', `/${created.id}`)).json()).toEqual(created);
    const patched = await call('PATCH', `/${created.id}`, { description: 'Corrected' });
    expect(patched.json()).toEqual({ ...created, description: 'Corrected' });
    expect((await call('PUT', '', { code: 'F32.9', description: 'Again' })).statusCode).toBe(409);
    expect((await call('PATCH', `/${created.id}`, { code: 'F32.9' })).statusCode).toBe(409);
    expect((await call('DELETE', `/${created.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${created.id}`)).statusCode).toBe(404);

    const [f329] = await search('F32.9');
    const diagnosis = await c.t.app.inject({
      method: 'PUT',
      url: '/api/core/DiagnosisCodes',
      headers: c.headers,
      payload: { episodeOfCareId: c.alexEpisodeId, icdCodeId: f329?.id },
    });
    expect(diagnosis.statusCode).toBe(201);
    const inUse = await call('DELETE', `/${f329?.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().messages).toEqual([
      'This ICD code is used by diagnosis codes and cannot be deleted.',
    ]);
  });

  it('refuses bad bodies with 400 and unknown ids with 404', async () => {
    expect((await call('PUT', '', { code: 'not a code', description: 'x' })).statusCode).toBe(400);
    expect((await call('PUT', '', { code: 'F99.1', description: '  ' })).statusCode).toBe(400);
    expect((await call('POST', '', { searchPhrase: 42 })).statusCode).toBe(400);
    expect((await call('GET', `/${unknownId}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/${unknownId}`, { description: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/${unknownId}`)).statusCode).toBe(404);
  });
});
