import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, lookupItems } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { seedDemoPeople } from '../../../testing/demoFixtures';

/** Every call here is made without a session: the anonymous wizards need the catalogs. */
describe('portal catalogs', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoPeople(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string) => t.app.inject({ method: 'GET', url: `/api/portal/${url}` });
  const post = (url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url: `/api/portal/${url}`, ...(payload ? { payload } : {}) });

  it('serves the lookup catalogs in display order, active items only', async () => {
    const genders = await get('Catalog/Gender');
    expect(genders.statusCode).toBe(200);
    expect(genders.json()[0]).toMatchObject({ name: 'Female', code: null });
    const [ohio] = await t.database.db.select().from(lookupItems).where(eq(lookupItems.code, 'OH'));
    await t.database.db
      .update(lookupItems)
      .set({ active: false })
      .where(eq(lookupItems.id, ohio?.id ?? ''));
    const states = (await get('Catalog/States')).json();
    expect(states.length).toBeGreaterThan(40);
    expect(states.map((s: { code: string }) => s.code)).not.toContain('OH');
    expect((await get('Catalog/Relationships')).json()[0].name).toBe('Self');
  });

  it('pages the POSTed catalogs; page 0 and page size 1000000 read all', async () => {
    const all = await post('Catalog/InsuranceCompany', { page: 0, pageSize: 1_000_000 });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.items.length).toBe(body.total);
    expect(body.total).toBeGreaterThan(1);
    const one = (await post('Catalog/InsuranceCompany', { page: 1, pageSize: 1 })).json();
    expect(one.items).toEqual([body.items[1]]);
    for (const kind of ['MedicationRoute', 'UnitOfMeasurement', 'DiagnosisCodeStatus']) {
      const res = await post(kind, { page: 0, pageSize: 1_000_000 });
      expect(res.statusCode, kind).toBe(200);
      expect(res.json().total, kind).toBeGreaterThan(0);
    }
    const noBody = await post('MedicationRoute');
    expect(noBody.statusCode).toBe(200);
    expect(noBody.json().pageSize).toBe(1_000_000);
    expect((await post('DiagnosisCodeStatus', { page: -1 })).statusCode).toBe(400);
  });

  it('serves locations, the services of a location and its places of service', async () => {
    const list = (await get('Catalog/Locations')).json();
    expect(list.map((l: { name: string }) => l.name)).toEqual(['Riverbend Downtown', 'Riverbend Pacific']);
    const downtown = list[0];
    const services = (await get(`Catalog/Services/${downtown.id}`)).json();
    expect(services.map((s: { name: string }) => s.name)).toEqual([
      'Family Therapy',
      'Individual Therapy',
      'Initial Assessment',
      'Medication Management',
    ]);
    const places = (await get(`Catalog/PlacesOfService?locationId=${downtown.id}`)).json();
    expect(places.map((p: { name: string }) => p.name)).toEqual(['Telehealth', 'Office']);

    expect((await get('Catalog/Services/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('Catalog/Services/nope')).statusCode).toBe(400);
    expect((await get('Catalog/PlacesOfService')).statusCode).toBe(400);
    await t.database.db.update(locations).set({ active: false }).where(eq(locations.id, downtown.id));
    expect((await get(`Catalog/PlacesOfService?locationId=${downtown.id}`)).statusCode).toBe(404);
    expect((await get('Catalog/Locations')).json()).toHaveLength(1);
  });
});
