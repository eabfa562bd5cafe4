import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStaffAdmin } from '../../../db/seed/ensureStaffAdmin';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { seedDemoPeople } from '../../../testing/demoFixtures';
import { signInPortal } from '../../../testing/signIn';

const password = 'correct horse battery staple';

describe('staff sign-in', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await ensureStaffAdmin(t.database.db, password);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (email: string, pw: string) =>
    t.app.inject({ method: 'POST', url: '/api/core/Auth/Login', payload: { email, password: pw } });

  it('signs the admin in with e-mail (any case) and password, and knows who it is', async () => {
    const res = await login(' Admin@Example.org ', password);
    expect(res.statusCode).toBe(200);
    const { token, user } = res.json();
    expect(user.email).toBe('admin@example.org');
    expect(user.roles).toContain('techStaff');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/core/Auth/CurrentUser',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrong = await login('admin@example.org', 'nope');
    const unknown = await login('nobody@example.org', 'nope');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().messages).toEqual(['The e-mail or password is incorrect.']);
  });

  it('refuses a missing, forged or unsigned token with 401', async () => {
    const url = '/api/core/Auth/CurrentUser';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from('{"sid":"{}","aud":"core"}').toString('base64url')}.`;
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${unsigned}` } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url, headers: { authorization: 'Bearer abc.def.ghi' } }))
        .statusCode,
    ).toBe(401);
  });

  it('refuses a portal token on api/core', async () => {
    const people = await seedDemoPeople(t);
    const portal = await signInPortal(t, people.demoLoginId, people.alexId);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/core/Auth/CurrentUser',
      headers: portal.headers,
    });
    expect(res.statusCode).toBe(401);
  });

  it('ends the session on sign-out: the same token is refused afterwards', async () => {
    const { token } = (await login('admin@example.org', password)).json();
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.app.inject({ method: 'POST', url: '/api/core/Auth/Logout', headers })).statusCode).toBe(
      204,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/core/Auth/CurrentUser', headers })).statusCode,
    ).toBe(401);
  });
});
