import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInStaff } from '../../../../testing/signIn';

describe('lookups', () => {
  let t: TestApp;
  let staff: SignedIn;
  let tech: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoPeople(t);
    staff = await signInStaff(t);
    tech = await signInStaff(t, { email: 'tech@example.org', roles: ['staff', 'techStaff'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const list = (kind: string, payload: unknown, headers = staff.headers) =>
    t.app.inject({ method: 'POST', url: `/api/core/${kind}`, headers, payload: payload as object });

  it('reads a whole list with page 0 and pageSize 1000000, in display order', async () => {
    const res = await list('Gender', { page: 0, pageSize: 1_000_000 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(7);
    expect(body.items).toHaveLength(7);
    expect(body.items[0]).toMatchObject({ kind: 'Gender', name: 'Female', sortOrder: 1 });
    expect(body.items.map((i: { sortOrder: number }) => i.sortOrder)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('serves every lookup kind of the specification', async () => {
    for (const kind of [
      'Menus',
      'UrStatus',
      'State',
      'DiagnosisCodeStatus',
      'PredefinedProtocol',
      'Language',
    ]) {
      const res = await list(kind, { page: 0, pageSize: 1_000_000 });
      expect(res.statusCode, kind).toBe(200);
      expect(res.json().total, kind).toBeGreaterThan(0);
    }
    const statuses = (await list('DiagnosisCodeStatus', { page: 0, pageSize: 10 })).json();
    expect(statuses.items[0].extra.color).toBe('#2e7d32');
  });

  it('pages and searches', async () => {
    const second = (await list('Gender', { page: 1, pageSize: 3 })).json();
    expect(second).toMatchObject({ total: 7, page: 1, pageSize: 3 });
    expect(second.items.map((i: { name: string }) => i.name)).toEqual([
      'Transgender female',
      'Transgender male',
      'Other',
    ]);
    const found = (await list('Gender', { page: 0, pageSize: 50, searchPhrase: 'male' })).json();
    expect(found.items.map((i: { name: string }) => i.name)).toEqual([
      'Female',
      'Male',
      'Transgender female',
      'Transgender male',
    ]);
    const wildcard = (await list('Gender', { page: 0, pageSize: 50, searchPhrase: '%' })).json();
    expect(wildcard.total).toBe(0);
  });

  it('refuses bad paging with 400 and an anonymous caller with 401', async () => {
    expect((await list('Gender', { page: -1, pageSize: 10 })).statusCode).toBe(400);
    expect((await list('Gender', { page: 0, pageSize: 1_000_001 })).statusCode).toBe(400);
    const bad = await list('Gender', { page: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().messages.length).toBeGreaterThan(0);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/core/Gender', payload: {} });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets tech staff add, rename and remove an item; others get 403', async () => {
    const refused = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Lookups/Gender',
      headers: staff.headers,
      payload: { name: 'Two-spirit' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual(['Only tech staff may change these settings.']);

    const created = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Lookups/Gender',
      headers: tech.headers,
      payload: { name: '  Two-spirit ' },
    });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ name: 'Two-spirit', sortOrder: 8, code: null });

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/Lookups/Gender/${item.id}`,
      headers: tech.headers,
      payload: { name: 'Two Spirit', extra: { note: 'x' } },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'Two Spirit', extra: { note: 'x' } });

    const wrongKind = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/Lookups/State/${item.id}`,
      headers: tech.headers,
      payload: { name: 'x' },
    });
    expect(wrongKind.statusCode).toBe(404);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/core/Lookups/Gender/${item.id}`,
      headers: tech.headers,
    });
    expect(removed.statusCode).toBe(204);
    expect((await list('Gender', { page: 0, pageSize: 100 })).json().total).toBe(7);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/core/Lookups/Gender/${item.id}`,
      headers: tech.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an unknown kind, a blank name and an empty change with 400', async () => {
    const unknownKind = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Lookups/Nope',
      headers: tech.headers,
      payload: { name: 'x' },
    });
    expect(unknownKind.statusCode).toBe(400);
    const blank = await t.app.inject({
      method: 'PUT',
      url: '/api/core/Lookups/Gender',
      headers: tech.headers,
      payload: { name: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    const badId = await t.app.inject({
      method: 'PATCH',
      url: '/api/core/Lookups/Gender/not-a-uuid',
      headers: tech.headers,
      payload: { name: 'x' },
    });
    expect(badId.statusCode).toBe(400);
  });
});
