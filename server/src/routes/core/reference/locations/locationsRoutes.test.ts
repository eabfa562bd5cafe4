import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../../../../db/schema';
import { setClockForTests } from '../../../../scheduling/clock';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInStaff } from '../../../../testing/signIn';

const unknownId = '00000000-0000-4000-8000-000000000000';

describe('locations (core)', () => {
  let t: TestApp;
  let staff: SignedIn;
  let tech: SignedIn;
  let serviceId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoPeople(t);
    staff = await signInStaff(t);
    tech = await signInStaff(t, { email: 'tech@example.org', roles: ['staff', 'techStaff'] });
    const [service] = await t.database.db.select({ id: services.id }).from(services).limit(1);
    serviceId = service?.id ?? '';
  });
  afterAll(async () => {
    setClockForTests(null);
    await t.close();
  });

  const list = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/core/Locations', headers: staff.headers, payload });

  it('lists the locations as a lookup (page 0, pageSize 1000000) and reads one', async () => {
    const res = await list({ page: 0, pageSize: 1_000_000 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((l: { name: string }) => l.name)).toEqual([
      'Riverbend Downtown',
      'Riverbend Pacific',
    ]);
    const downtown = body.items[0];
    expect(downtown).toMatchObject({ timeZone: 'America/New_York', treatmentPlanFormId: null });
    expect(downtown.serviceIds.length).toBeGreaterThan(0);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/core/Locations/${downtown.id}`,
      headers: staff.headers,
    });
    expect(one.json()).toEqual(downtown);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/core/Locations/${unknownId}`, headers: staff.headers }))
        .statusCode,
    ).toBe(404);
  });

  it('lets tech staff create, change and remove a location', async () => {
    const body = { name: 'Riverbend North', timeZone: 'America/Chicago', serviceIds: [serviceId] };
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Locations',
      headers: staff.headers,
      payload: body,
    });
    expect(refused.statusCode).toBe(403);
    const created = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Locations',
      headers: tech.headers,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const location = created.json();
    expect(location).toMatchObject({
      name: 'Riverbend North',
      address: '',
      serviceIds: [serviceId],
      formIds: [],
    });

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/Locations/${location.id}`,
      headers: tech.headers,
      payload: { phone: '(614) 555-0199', timeZone: 'Asia/Kolkata' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      phone: '(614) 555-0199',
      timeZone: 'Asia/Kolkata',
      timeZoneHoursShift: 5.5,
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/core/Locations/${location.id}`,
      headers: tech.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list({ page: 0, pageSize: 100 })).json().total).toBe(2);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/core/Locations/${location.id}`,
      headers: staff.headers,
    });
    expect(gone.statusCode).toBe(404);
    const patchGone = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/Locations/${location.id}`,
      headers: tech.headers,
      payload: { name: 'x' },
    });
    expect(patchGone.statusCode).toBe(404);
  });

  it('refuses bad bodies with 400: unknown services or forms, an unknown or missing zone, missing name', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/core/Locations', headers: tech.headers, payload });
    const unknownService = await put({ name: 'X', timeZone: 'UTC', serviceIds: [unknownId] });
    expect(unknownService.statusCode).toBe(400);
    expect(unknownService.json().fieldErrors.serviceIds).toBeDefined();
    expect((await put({ name: 'X', timeZone: 'UTC', formIds: [unknownId] })).statusCode).toBe(400);
    expect((await put({ name: 'X', timeZone: 'UTC', treatmentPlanFormId: unknownId })).statusCode).toBe(400);
    const unknownZone = await put({ name: 'X', timeZone: 'America/Springfield' });
    expect(unknownZone.statusCode).toBe(400);
    expect(unknownZone.json().fieldErrors.timeZone).toEqual(['Choose a time zone from the list']);
    // A caller in Spanish reads the refusal, and zod's own, in Spanish.
    const enEspañol = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Locations',
      headers: { ...tech.headers, 'accept-language': 'es' },
      payload: { name: 7, timeZone: 'America/Springfield' },
    });
    expect(enEspañol.statusCode).toBe(400);
    expect(enEspañol.json().fieldErrors).toEqual({
      timeZone: ['Elija una zona horaria de la lista'],
      name: ['Entrada inválida: se esperaba texto, recibido número'],
    });
    expect((await put({ name: 'X', timeZone: -5 })).statusCode).toBe(400);
    expect((await put({ name: 'X' })).statusCode).toBe(400);
    expect((await put({ timeZone: 'UTC' })).statusCode).toBe(400);
  });

  it("keeps each location's reminder offsets and quiet hours, checked and worded in the caller's language", async () => {
    const created = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Locations',
      headers: tech.headers,
      payload: { name: 'Riverbend East', timeZone: 'America/New_York' },
    });
    expect(created.json()).toMatchObject({
      reminderOffsetsHours: [72, 24],
      quietHoursStart: '21:00',
      quietHoursEnd: '08:00',
    });
    const patch = (payload: object, language = 'en') =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/core/Locations/${created.json().id}`,
        headers: { ...tech.headers, 'accept-language': language },
        payload,
      });
    const changed = await patch({
      reminderOffsetsHours: [2, 48],
      quietHoursStart: '22:30',
      quietHoursEnd: '07:00',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ reminderOffsetsHours: [48, 2], quietHoursStart: '22:30' });
    const refused = await patch({ reminderOffsetsHours: [24, 24], quietHoursEnd: '24:00' }, 'es');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fieldErrors).toEqual({
      reminderOffsetsHours: ['Indique cada número de horas una sola vez.'],
      quietHoursEnd: ['Escriba una hora de 00:00 a 23:59.'],
    });
    expect((await patch({ reminderOffsetsHours: [0] })).statusCode).toBe(400);
    expect((await patch({ reminderOffsetsHours: [337] })).statusCode).toBe(400);
    expect((await patch({ reminderOffsetsHours: [] })).json().reminderOffsetsHours).toEqual([]);
  });

  it('derives timeZoneHoursShift from the zone on the day: -5 in a New York winter, -4 in summer', async () => {
    const downtownShift = async () =>
      (await list({ page: 0, pageSize: 100 })).json().items[0].timeZoneHoursShift as number;
    setClockForTests(() => new Date('2026-03-08T06:59:00Z'));
    expect(await downtownShift()).toBe(-5);
    setClockForTests(() => new Date('2026-03-08T07:00:00Z'));
    expect(await downtownShift()).toBe(-4);
    setClockForTests(() => new Date('2026-11-01T06:00:00Z'));
    expect(await downtownShift()).toBe(-5);
    setClockForTests(null);
  });
});
