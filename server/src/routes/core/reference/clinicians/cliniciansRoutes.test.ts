import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, services } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInStaff } from '../../../../testing/signIn';

describe('clinicians and their availability', () => {
  let t: TestApp;
  let staff: SignedIn;
  let tech: SignedIn;
  let locationId: string;
  let serviceId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoPeople(t);
    staff = await signInStaff(t);
    tech = await signInStaff(t, { email: 'tech@example.org', roles: ['staff', 'techStaff'] });
    const [location] = await t.database.db.select({ id: locations.id }).from(locations).limit(1);
    const [service] = await t.database.db.select({ id: services.id }).from(services).limit(1);
    locationId = location?.id ?? '';
    serviceId = service?.id ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  const list = () =>
    t.app.inject({
      method: 'POST',
      url: '/api/core/Clinicians',
      headers: staff.headers,
      payload: { page: 0, pageSize: 100 },
    });

  it('lists the demo clinicians with their availability', async () => {
    const page = (await list()).json();
    expect(page.total).toBe(4);
    const week = await t.app.inject({
      method: 'GET',
      url: `/api/core/Clinicians/${page.items[0].id}/Availability`,
      headers: staff.headers,
    });
    expect(week.statusCode).toBe(200);
    expect(week.json().slots.length).toBeGreaterThan(0);
  });

  it('creates a clinician, sets the week, and removes them', async () => {
    const created = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Clinicians',
      headers: tech.headers,
      payload: { firstName: 'Lee', lastName: 'Park', credentials: 'LCSW', serviceIds: [serviceId] },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const slots = [
      { locationId, weekday: 1, startTime: '09:00', endTime: '12:00' },
      { locationId, weekday: 1, startTime: '13:00', endTime: '17:00' },
    ];
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/core/Clinicians/${id}/Availability`,
      headers: tech.headers,
      payload: { slots },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().slots).toEqual(slots);
    const overlap = await t.app.inject({
      method: 'PUT',
      url: `/api/core/Clinicians/${id}/Availability`,
      headers: tech.headers,
      payload: { slots: [...slots, { locationId, weekday: 1, startTime: '11:00', endTime: '14:00' }] },
    });
    expect(overlap.statusCode).toBe(400);
    const backwards = await t.app.inject({
      method: 'PUT',
      url: `/api/core/Clinicians/${id}/Availability`,
      headers: tech.headers,
      payload: { slots: [{ locationId, weekday: 2, startTime: '17:00', endTime: '09:00' }] },
    });
    expect(backwards.statusCode).toBe(400);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/api/core/Clinicians/${id}/Availability`,
      headers: staff.headers,
      payload: { slots },
    });
    expect(refused.statusCode).toBe(403);

    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/Clinicians/${id}`,
      headers: tech.headers,
      payload: { email: 'Lee.Park@Example.org' },
    });
    expect(changed.json().email).toBe('lee.park@example.org');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/core/Clinicians/${id}`, headers: tech.headers }))
        .statusCode,
    ).toBe(204);
    expect((await list()).json().total).toBe(4);
    const gone = await t.app.inject({
      method: 'GET',
      url: `/api/core/Clinicians/${id}/Availability`,
      headers: staff.headers,
    });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses unknown services (400) and missing names (400)', async () => {
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/core/Clinicians', headers: tech.headers, payload });
    expect(
      (await put({ firstName: 'A', lastName: 'B', serviceIds: ['00000000-0000-4000-8000-000000000000'] }))
        .statusCode,
    ).toBe(400);
    expect((await put({ firstName: 'A' })).statusCode).toBe(400);
  });
});
