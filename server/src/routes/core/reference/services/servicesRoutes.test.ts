import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInStaff } from '../../../../testing/signIn';

describe('services and places of service', () => {
  let t: TestApp;
  let staff: SignedIn;
  let tech: SignedIn;
  let locationId: string;

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoPeople(t);
    staff = await signInStaff(t);
    tech = await signInStaff(t, { email: 'tech@example.org', roles: ['staff', 'techStaff'] });
    const [location] = await t.database.db.select({ id: locations.id }).from(locations).limit(1);
    locationId = location?.id ?? '';
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists, creates, changes and removes services', async () => {
    const list = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/core/Services',
        headers: staff.headers,
        payload: { page: 0, pageSize: 100 },
      });
    expect((await list()).json().total).toBe(4);
    const body = { name: 'Group Therapy', durationMinutes: 90 };
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: '/api/core/Services',
          headers: staff.headers,
          payload: body,
        })
      ).statusCode,
    ).toBe(403);
    const created = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Services',
      headers: tech.headers,
      payload: body,
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ name: 'Group Therapy', description: '', durationMinutes: 90 });
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/Services/${id}`,
      headers: tech.headers,
      payload: { durationMinutes: 60 },
    });
    expect(changed.json().durationMinutes).toBe(60);
    expect((await list()).json().total).toBe(5);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/core/Services/${id}`, headers: tech.headers }))
        .statusCode,
    ).toBe(204);
    expect((await list()).json().total).toBe(4);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/core/Services/${id}`, headers: staff.headers }))
        .statusCode,
    ).toBe(404);
    const tooLong = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Services',
      headers: tech.headers,
      payload: { name: 'X', durationMinutes: 1000 },
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it('lists a location’s places of service; adds, renames and deletes an unused one; refuses a used one', async () => {
    const list = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/core/PlacesOfService?locationId=${locationId}`,
        headers: staff.headers,
      });
    const places = (await list()).json();
    expect(places.map((p: { code: string }) => p.code)).toEqual(['02', '11']);
    const created = await t.app.inject({
      method: 'PUT',
      url: '/api/core/PlacesOfService',
      headers: tech.headers,
      payload: { locationId, code: '12', name: 'Home' },
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/PlacesOfService/${id}`,
      headers: tech.headers,
      payload: { name: 'Patient home' },
    });
    expect(renamed.json()).toMatchObject({ code: '12', name: 'Patient home' });
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/core/PlacesOfService/${id}`,
          headers: tech.headers,
        })
      ).statusCode,
    ).toBe(204);
    expect((await list()).json()).toHaveLength(2);

    const office = places.find((p: { code: string }) => p.code === '11');
    const used = await t.app.inject({
      method: 'DELETE',
      url: `/api/core/PlacesOfService/${office.id}`,
      headers: tech.headers,
    });
    expect(used.statusCode).toBe(409);
    const badCode = await t.app.inject({
      method: 'PUT',
      url: '/api/core/PlacesOfService',
      headers: tech.headers,
      payload: { locationId, code: 'office', name: 'x' },
    });
    expect(badCode.statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/core/PlacesOfService', headers: staff.headers }))
        .statusCode,
    ).toBe(400);
  });
});
