import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type SignedIn, signInStaff } from '../../../../testing/signIn';

describe('collections', () => {
  let t: TestApp;
  let staff: SignedIn;
  let advanced: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t);
    advanced = await signInStaff(t, { email: 'builder@example.org', advancedOptions: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (payload: object, headers = advanced.headers) =>
    t.app.inject({ method: 'PUT', url: '/api/core/Collections', headers, payload });

  it('creates, finds by name, lists, renames and deletes', async () => {
    const created = await create({
      name: 'painScale',
      items: [
        { text: 'None', value: 0 },
        { text: 'Severe', value: 3 },
      ],
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    await create({ name: 'moods', items: ['Calm', 'Anxious'] });

    const found = await t.app.inject({
      method: 'GET',
      url: '/api/core/Collections/Find/painScale',
      headers: staff.headers,
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      id,
      name: 'painScale',
      items: [
        { text: 'None', value: 0 },
        { text: 'Severe', value: 3 },
      ],
    });
    const names = await t.app.inject({
      method: 'GET',
      url: '/api/core/Collections/AllNames',
      headers: staff.headers,
    });
    expect(names.json()).toEqual(['moods', 'painScale']);
    const page = await t.app.inject({
      method: 'POST',
      url: '/api/core/Collections',
      headers: staff.headers,
      payload: { page: 0, pageSize: 1, searchPhrase: 'pain' },
    });
    expect(page.json()).toMatchObject({ total: 1, items: [{ name: 'painScale' }] });

    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/Collections/${id}`,
      headers: advanced.headers,
      payload: { name: 'pain_scale' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().name).toBe('pain_scale');
    const duplicate = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/Collections/${id}`,
      headers: advanced.headers,
      payload: { name: 'moods' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().messages).toEqual(['A collection with this name already exists.']);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/core/Collections/${id}`,
      headers: advanced.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const gone = await t.app.inject({
      method: 'GET',
      url: '/api/core/Collections/Find/pain_scale',
      headers: staff.headers,
    });
    expect(gone.statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: `/api/core/Collections/${id}`,
          headers: advanced.headers,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses a duplicate (409), a bad name (400) and a user without advanced options (403)', async () => {
    expect((await create({ name: 'moods' })).statusCode).toBe(409);
    expect((await create({ name: 'has space' })).statusCode).toBe(400);
    expect((await create({ name: '{{x}}' })).statusCode).toBe(400);
    const refused = await create({ name: 'other' }, staff.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([
      'Only tech staff or users with advanced options may change collections.',
    ]);
  });
});
