import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffUsers } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type SignedIn, signInStaff } from '../../../../testing/signIn';
import { ownPasswordMessage } from './staffUsersRoutes';

describe('staff users (tech staff)', () => {
  let t: TestApp;
  let staff: SignedIn & { staffUserId: string };
  let tech: SignedIn & { staffUserId: string };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signInStaff(t);
    tech = await signInStaff(t, { email: 'tech@example.org', roles: ['staff', 'techStaff'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const create = (payload: object, headers = tech.headers) =>
    t.app.inject({ method: 'PUT', url: '/api/core/StaffUsers', headers, payload });
  const newUser = {
    email: 'New.Nurse@Example.org',
    firstName: 'Nia',
    lastName: 'Ortiz',
    password: 'a long enough pw',
  };

  it('creates a user with an argon2id password who can then sign in', async () => {
    const created = await create(newUser);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email: 'new.nurse@example.org',
      roles: ['staff'],
      disabled: false,
      advancedOptions: false,
    });
    expect(created.json()).not.toHaveProperty('passwordHash');
    const [row] = await t.database.db
      .select()
      .from(staffUsers)
      .where(eq(staffUsers.email, 'new.nurse@example.org'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/core/Auth/Login',
      payload: { email: 'new.nurse@example.org', password: 'a long enough pw' },
    });
    expect(login.statusCode).toBe(200);
    expect((await create(newUser)).statusCode).toBe(409);
  });

  it('lists users and changes roles, options and access; disabling ends their sessions', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/core/StaffUsers?page=0&pageSize=50',
      headers: tech.headers,
    });
    expect(page.statusCode).toBe(200);
    expect(page.json().total).toBe(3);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/StaffUsers/${staff.staffUserId}`,
      headers: tech.headers,
      payload: { advancedOptions: true, doseSpotAccess: true },
    });
    expect(changed.json()).toMatchObject({ advancedOptions: true, doseSpotAccess: true, roles: ['staff'] });

    const disabled = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/StaffUsers/${staff.staffUserId}`,
      headers: tech.headers,
      payload: { disabled: true },
    });
    expect(disabled.json().disabled).toBe(true);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/core/Auth/CurrentUser',
      headers: staff.headers,
    });
    expect(me.statusCode).toBe(401);
  });

  it('refuses non-tech staff (403), short passwords (400), self-lockout (400) and unknown ids (404)', async () => {
    const other = await signInStaff(t, { email: 'other@example.org' });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/core/StaffUsers',
      headers: other.headers,
    });
    expect(refused.statusCode).toBe(403);
    expect((await create({ ...newUser, email: 'x@example.org' }, other.headers)).statusCode).toBe(403);
    const short = await create({ ...newUser, email: 'short@example.org', password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().messages.join(' ')).toContain('at least 10 characters');
    const self = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/StaffUsers/${tech.staffUserId}`,
      headers: tech.headers,
      payload: { roles: ['staff'] },
    });
    expect(self.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/core/StaffUsers/00000000-0000-4000-8000-000000000000',
      headers: tech.headers,
      payload: { doseSpotAccess: true },
    });
    expect(unknown.statusCode).toBe(404);
    const badRole = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/StaffUsers/${other.staffUserId}`,
      headers: tech.headers,
      payload: { roles: ['admin'] },
    });
    expect(badRole.statusCode).toBe(400);
  });

  it('sets a new password for someone else: the old one stops working and their sessions end', async () => {
    const nurse = await signInStaff(t, { email: 'forgetful@example.org' });
    await t.database.db
      .update(staffUsers)
      .set({ passwordHash: await hash('the old password') })
      .where(eq(staffUsers.id, nurse.staffUserId));
    const patch = (payload: object, headers = tech.headers, id = nurse.staffUserId) =>
      t.app.inject({ method: 'PATCH', url: `/api/core/StaffUsers/${id}`, headers, payload });
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/core/Auth/Login',
        payload: { email: 'forgetful@example.org', password },
      });

    const short = await patch({ password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().messages.join(' ')).toContain('at least 10 characters');
    expect((await patch({ password: 'a new long password' }, nurse.headers)).statusCode).toBe(403);
    const own = await patch({ password: 'a new long password' }, tech.headers, tech.staffUserId);
    expect(own.statusCode).toBe(400);
    expect(own.json().messages).toEqual([ownPasswordMessage]);

    const set = await patch({ password: 'a new long password' });
    expect(set.statusCode).toBe(200);
    expect(set.json()).not.toHaveProperty('password');
    const session = await t.app.inject({
      method: 'GET',
      url: '/api/core/Auth/CurrentUser',
      headers: nurse.headers,
    });
    expect(session.statusCode).toBe(401);
    expect((await login('the old password')).statusCode).toBe(400);
    expect((await login('a new long password')).statusCode).toBe(200);
  });
});
