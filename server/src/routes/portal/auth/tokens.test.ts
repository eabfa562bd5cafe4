import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../../../testing/signIn';
import { bearer, jwtPayload } from './signInTestKit';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('portal tokens: 401 unless genuine, current and backed by a live session', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
  });
  afterAll(async () => {
    await t.close();
  });

  const currentUser = (headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/portal/Auth/CurrentUser', headers });
  /** A token signed with the real key, with claims of our choosing. */
  const signed = (claims: { sid: string; aud: string; iat: number; exp: number }, alg = 'HS256') =>
    new SignJWT({ sid: claims.sid })
      .setProtectedHeader({ alg, typ: 'JWT' })
      .setIssuer(String(jwtPayload(alex.token).iss))
      .setAudience(claims.aud)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(t.app.deps.signingKey);
  const nowS = () => Math.floor(Date.now() / 1000);

  it('accepts the genuine token', async () => {
    expect((await currentUser(alex.headers)).statusCode).toBe(200);
  });

  it('refuses a missing or malformed token', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      bearer('abc.def.ghi'),
    ]) {
      const res = await currentUser(headers);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ messages: ['Not signed in.'] });
    }
  });

  it('refuses an unsigned token (alg none)', async () => {
    const payload = jwtPayload(alex.token);
    const unsigned = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(payload)}.`;
    expect((await currentUser(bearer(unsigned))).statusCode).toBe(401);
  });

  it('refuses a tampered sid that keeps the old signature', async () => {
    const [header, , signature] = alex.token.split('.');
    const payload = jwtPayload(alex.token);
    const sid = JSON.parse(String(payload.sid));
    const tampered = `${header}.${b64({ ...payload, sid: JSON.stringify({ ...sid, Patient: { Id: people.samId } }) })}.${signature}`;
    expect((await currentUser(bearer(tampered))).statusCode).toBe(401);
  });

  it('refuses an expired token, another algorithm and the wrong audience', async () => {
    const sid = String(jwtPayload(alex.token).sid);
    const expired = await signed({ sid, aud: 'portal', iat: nowS() - 3600, exp: nowS() - 60 });
    expect((await currentUser(bearer(expired))).statusCode).toBe(401);
    const hs512 = await signed({ sid, aud: 'portal', iat: nowS(), exp: nowS() + 600 }, 'HS512');
    expect((await currentUser(bearer(hs512))).statusCode).toBe(401);
    const core = await signed({ sid, aud: 'core', iat: nowS(), exp: nowS() + 600 });
    expect((await currentUser(bearer(core))).statusCode).toBe(401);
    const staff = await signInStaff(t);
    expect((await currentUser(staff.headers)).statusCode).toBe(401);
  });

  it('refuses a token whose session idled out, passed its absolute limit or was revoked', async () => {
    const idle = await signInPortal(t, people.demoLoginId, people.alexId);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.id, idle.sessionId));
    expect((await currentUser(idle.headers)).statusCode).toBe(401);

    const old = await signInPortal(t, people.demoLoginId, people.alexId);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.id, old.sessionId));
    expect((await currentUser(old.headers)).statusCode).toBe(401);

    const out = await signInPortal(t, people.demoLoginId, people.alexId);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/portal/Auth/Logout',
      headers: out.headers,
    });
    expect(logout.statusCode).toBe(204);
    expect((await currentUser(out.headers)).statusCode).toBe(401);
  });

  it('renews an ageing token while the session is active', async () => {
    const active = await signInPortal(t, people.demoLoginId, people.alexId);
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '10 minutes'` })
      .where(eq(sessions.id, active.sessionId));
    const sid = String(jwtPayload(active.token).sid);
    const ageing = await signed({ sid, aud: 'portal', iat: nowS() - 6 * 60, exp: nowS() + 24 * 60 });
    const res = await currentUser(bearer(ageing));
    expect(res.statusCode).toBe(200);
    const renewed = res.headers['x-session-token'];
    expect(typeof renewed).toBe('string');
    expect(jwtPayload(String(renewed)).sid).toBe(sid);
    expect((await currentUser(bearer(String(renewed)))).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, active.sessionId));
    expect(Date.now() - Date.parse(row?.lastSeenAt ?? '')).toBeLessThan(60_000);
    // A fresh token is not renewed on every call.
    expect((await currentUser(active.headers)).headers['x-session-token']).toBeUndefined();
  });
});
