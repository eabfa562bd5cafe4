import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ClinicalTestContext,
  createClinicalTestContext,
  unknownId,
} from '../shared/clinicalTestContext';

describe('Medication', () => {
  let c: ClinicalTestContext;
  beforeAll(async () => {
    c = await createClinicalTestContext();
  });
  afterAll(async () => {
    await c.t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    c.t.app.inject({ method, url: `/api/core/Medication${url}`, headers: c.headers, payload });
  const search = async (searchPhrase: string, page = 0, pageSize = 999) => {
    const res = await call('POST', '', { searchPhrase, page, pageSize, orderBy: 'name' });
    expect(res.statusCode).toBe(200);
    return res.json() as Array<{ id: string; name: string; strength: string; label: string }>;
  };

  it('finds seeded medications by name, ordered by name, with default route and unit', async () => {
    const rows = await search('sertra');
    expect(rows.map((r) => r.label)).toEqual([
      'Sertraline 100 mg tablet',
      'Sertraline 25 mg tablet',
      'Sertraline 50 mg tablet',
    ]);
    expect(rows[0]).toMatchObject({ defaultRoute: { name: 'Oral' }, defaultUnit: { name: 'tablet' } });
    const film = await search('buprenorphine naloxone film');
    expect(film.length).toBe(3);
    expect(film.every((r) => r.name === 'Buprenorphine/naloxone')).toBe(true);
    const names = (await search('ine')).map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('answers nothing under 3 characters after trimming, and counts what it finds', async () => {
    expect(await search('se')).toEqual([]);
    expect(await search('  se  ')).toEqual([]);
    expect((await call('POST', '/SearchCount', { searchPhrase: ' li ' })).json()).toEqual({ count: 0 });
    const count = (await call('POST', '/SearchCount', { searchPhrase: 'lithium' })).json().count;
    expect(count).toBe((await search('lithium')).length);
    expect(count).toBeGreaterThan(1);
  });

  it('pages with page and pageSize', async () => {
    const all = await search('tablet', 0, 999);
    const second = await search('tablet', 1, 10);
    expect(second.map((r) => r.id)).toEqual(all.slice(10, 20).map((r) => r.id));
  });

  it('adds, changes and takes medications out of the catalogue', async () => {
    const oral = await c.lookupId('MedicationRoute', 'Oral');
    const mg = await c.lookupId('UnitOfMeasurement', 'mg');
    const created = await call('PUT', '', {
      name: 'Zuranolone',
      strength: '25 mg capsule',
      defaultRouteId: oral,
      defaultUnitId: mg,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ label: 'Zuranolone 25 mg capsule', defaultUnit: { name: 'mg' } });
    const id = created.json().id;
    expect((await call('PUT', '', { name: 'zuranolone', strength: '25 MG capsule' })).statusCode).toBe(409);
    const patched = await call('PATCH', `/${id}`, { strength: '30 mg capsule', defaultUnitId: null });
    expect(patched.json()).toMatchObject({
      strength: '30 mg capsule',
      defaultUnit: null,
      defaultRoute: { name: 'Oral' },
    });
    expect((await call('GET', `/${id}`)).json().label).toBe('Zuranolone 30 mg capsule');
    expect((await call('DELETE', `/${id}`)).statusCode).toBe(204);
    expect((await call('GET', `/${id}`)).statusCode).toBe(404);
    expect(await search('zuranolone')).toEqual([]);
  });

  it('refuses bad bodies with 400 and unknown ids with 404', async () => {
    expect((await call('PUT', '', { name: '  ', strength: '1 mg' })).statusCode).toBe(400);
    const wrongRoute = await call('PUT', '', {
      name: 'Test',
      defaultRouteId: await c.lookupId('Reaction', 'Rash'),
    });
    expect(wrongRoute.json().fieldErrors).toEqual({ defaultRouteId: ['Unknown MedicationRoute item.'] });
    expect((await call('POST', '', { searchPhrase: 'abc', pageSize: 5000 })).statusCode).toBe(400);
    expect((await call('POST', '', { searchPhrase: 'abc', orderBy: 'strength' })).statusCode).toBe(400);
    expect((await call('GET', `/${unknownId}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/${unknownId}`, { name: 'x' })).statusCode).toBe(404);
    expect((await call('DELETE', `/${unknownId}`)).statusCode).toBe(404);
  });
});
