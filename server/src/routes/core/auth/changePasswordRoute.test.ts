import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureStaffAdmin } from '../../../db/seed/ensureStaffAdmin';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';

const first = 'first password from the environment';
const second = 'a password only the admin knows';

describe('a staff user changes their own password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await ensureStaffAdmin(t.database.db, first);
  });
  afterAll(async () => {
    await t.close();
  });

  const login = (password: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/core/Auth/Login',
      payload: { email: 'admin@example.org', password },
    });
  const tokenFor = async (password: string) => (await login(password)).json().token as string;
  const change = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/core/Auth/ChangePassword',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const me = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/core/Auth/CurrentUser',
      headers: { authorization: `Bearer ${token}` },
    });

  it('needs the current password and a new one of at least 10 characters', async () => {
    const token = await tokenFor(first);
    const wrong = await change(token, { currentPassword: 'not it', newPassword: second });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toEqual(['The current password is incorrect.']);
    const short = await change(token, { currentPassword: first, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().messages.join('\n')).toContain('The password must be at least 10 characters.');
    expect((await login(first)).statusCode).toBe(200);
  });

  it('replaces the password and ends the other sessions, keeping this one', async () => {
    const elsewhere = await tokenFor(first);
    const here = await tokenFor(first);
    expect((await change(here, { currentPassword: first, newPassword: second })).statusCode).toBe(204);
    expect((await login(first)).statusCode).toBe(400);
    expect((await login(second)).statusCode).toBe(200);
    expect((await me(here)).statusCode).toBe(200);
    expect((await me(elsewhere)).statusCode).toBe(401);
  });

  it('is for signed-in staff only', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/core/Auth/ChangePassword',
      payload: { currentPassword: second, newPassword: 'whatever you like' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
