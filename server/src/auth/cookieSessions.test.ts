import { appRequestHeader } from '@clinic/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse as InjectedResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalLogins, sessions } from '../db/schema';
import { ensureStaffAdmin } from '../db/seed/ensureStaffAdmin';
import { issueSignInLink } from '../portalAuth/issueSignInLink';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { signInPortal } from '../testing/signIn';
import { crossSiteRefusedMessage } from './sessionCredential';
import { signSessionToken } from './sessionToken';

const password = 'correct horse battery staple';
const alexDateOfBirth = '1990-04-12';
const samDateOfBirth = '2015-09-30';
/** What the apps' HTTP client sends with every call. */
const fromApp = { [appRequestHeader]: '1' };

/** The Set-Cookie lines of a reply. */
const setCookies = (res: InjectedResponse) => [res.headers['set-cookie'] ?? []].flat().map(String);

/** The value the reply sets for cookie `name` ('' when it drops it). */
function cookieSet(res: InjectedResponse, name: string): string | undefined {
  return res.cookies.find((cookie) => cookie.name === name)?.value;
}

/** One app of a running test server: signing in and calling as the browser would. */
function clinic(t: () => TestApp, people: () => DemoPeople) {
  let ip = 0;
  return {
    /** Portal sign-in with a fresh e-mailed link, from the portal (app header) or an API client. */
    async portalLogin(headers: Record<string, string>, patientId = people().alexId) {
      const code = await issueSignInLink(t().database.db, people().demoLoginId, 'cookie tests');
      ip += 1;
      return t().app.inject({
        method: 'POST',
        url: '/api/portal/Auth/Login',
        headers,
        payload: { patientId, dateOfBirth: alexDateOfBirth, code },
        remoteAddress: `10.9.0.${ip}`,
      });
    },
    staffLogin(headers: Record<string, string>) {
      ip += 1;
      return t().app.inject({
        method: 'POST',
        url: '/api/core/Auth/Login',
        headers,
        payload: { email: 'admin@example.org', password },
        remoteAddress: `10.9.1.${ip}`,
      });
    },
  };
}

describe('sessions in HttpOnly cookies, over http', () => {
  let t: TestApp;
  let people: DemoPeople;
  const apps = clinic(
    () => t,
    () => people,
  );

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000' });
    people = await seedDemoPeople(t);
    await ensureStaffAdmin(t.database.db, password);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, headers: Record<string, string>) =>
    t.app.inject({ method, url, headers });
  const currentPatient = async (headers: Record<string, string>) => {
    const res = await call('GET', '/api/portal/Auth/CurrentUser', headers);
    return res.statusCode === 200 ? (res.json().currentPatient.firstName as string) : res.statusCode;
  };
  const portalCookie = (token: string) => ({ cookie: `portal_session=${token}` });
  const staffCookie = (token: string) => ({ cookie: `staff_session=${token}` });
  const portalSession = async () => {
    const token = cookieSet(await apps.portalLogin(fromApp), 'portal_session');
    if (!token) throw new Error('no portal cookie');
    return token;
  };
  const staffSession = async () => {
    const token = cookieSet(await apps.staffLogin(fromApp), 'staff_session');
    if (!token) throw new Error('no staff cookie');
    return token;
  };

  it('the portal sign-in sets the session as an HttpOnly, SameSite=Strict cookie and answers no token', async () => {
    const res = await apps.portalLogin(fromApp);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      user: { loginId: people.demoLoginId, LocationId: expect.any(String), Patient: { Id: people.alexId } },
    });
    expect(setCookies(res)).toHaveLength(1);
    expect(res.cookies).toEqual([
      {
        name: 'portal_session',
        value: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        maxAge: 1800,
        path: '/',
        httpOnly: true,
        sameSite: 'Strict',
      },
    ]);
    // Over plain http the browser would refuse Secure and the __Host- prefix.
    expect(setCookies(res)[0]).not.toMatch(/Secure|Domain|__Host-/i);
    const token = cookieSet(res, 'portal_session') ?? '';
    expect(await currentPatient({ ...fromApp, ...portalCookie(token) })).toBe('Alex');
  });

  it('the staff sign-in from the staff app sets its own cookie, and answers the user without a token', async () => {
    const res = await apps.staffLogin(fromApp);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('token');
    expect(res.json().user.email).toBe('admin@example.org');
    expect(res.cookies).toEqual([
      expect.objectContaining({ name: 'staff_session', httpOnly: true, sameSite: 'Strict', path: '/' }),
    ]);
    const token = cookieSet(res, 'staff_session') ?? '';
    const me = await call('GET', '/api/core/Auth/CurrentUser', { ...fromApp, ...staffCookie(token) });
    expect(me.json().email).toBe('admin@example.org');
  });

  it('an API client (no app header) signs in for a bearer token and gets no cookie', async () => {
    for (const res of [await apps.portalLogin({}), await apps.staffLogin({})]) {
      expect(res.statusCode).toBe(200);
      expect(res.json().token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      // Nor can a cross-site form plant a session: it cannot send the header.
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('a patient and a staff member are signed in side by side; a cookie of one audience is no session of the other', async () => {
    const patient = await portalSession();
    const staff = await staffSession();
    const both = { ...fromApp, cookie: `portal_session=${patient}; staff_session=${staff}` };
    expect(await currentPatient(both)).toBe('Alex');
    expect((await call('GET', '/api/core/Auth/CurrentUser', both)).json().email).toBe('admin@example.org');

    expect(await currentPatient({ ...fromApp, ...staffCookie(staff) })).toBe(401);
    expect(
      (await call('GET', '/api/core/Auth/CurrentUser', { ...fromApp, ...portalCookie(patient) })).statusCode,
    ).toBe(401);
    // The other audience's token under this audience's name is refused like a forged one.
    expect(await currentPatient({ ...fromApp, ...portalCookie(staff) })).toBe(401);
    expect(
      (await call('GET', '/api/core/Auth/CurrentUser', { ...fromApp, ...staffCookie(patient) })).statusCode,
    ).toBe(401);
  });

  /** A token of a new session of Alex's, issued six minutes ago: due for renewal. */
  const ageingAlexToken = async () => {
    const { sessionId } = await signInPortal(t, people.demoLoginId, people.alexId);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sessionId));
    const sid = {
      sessionId,
      loginId: people.demoLoginId,
      LocationId: row?.locationId ?? null,
      Patient: { Id: people.alexId },
    };
    return signSessionToken(t.app.deps.signingKey, 'portal', sid, Date.now() - 6 * 60_000);
  };

  it('renews an ageing cookie by Set-Cookie, and a bearer client by the renewal header', async () => {
    const ageing = await ageingAlexToken();

    const byCookie = await call('GET', '/api/portal/Auth/CurrentUser', {
      ...fromApp,
      ...portalCookie(ageing),
    });
    expect(byCookie.statusCode).toBe(200);
    expect(byCookie.headers['x-session-token']).toBeUndefined();
    const renewed = cookieSet(byCookie, 'portal_session') ?? '';
    expect(renewed).not.toBe(ageing);
    expect(byCookie.cookies[0]).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/',
      maxAge: 1800,
    });
    expect(await currentPatient({ ...fromApp, ...portalCookie(renewed) })).toBe('Alex');

    const byBearer = await call('GET', '/api/portal/Auth/CurrentUser', { authorization: `Bearer ${ageing}` });
    expect(byBearer.statusCode).toBe(200);
    expect(byBearer.headers['x-session-token']).toEqual(expect.any(String));
    expect(byBearer.headers['set-cookie']).toBeUndefined();
  });

  it('signing out ends the session and drops the cookie, in both apps', async () => {
    const patient = await portalSession();
    const out = await call('POST', '/api/portal/Auth/Logout', { ...fromApp, ...portalCookie(patient) });
    expect(out.statusCode).toBe(204);
    expect(out.cookies).toEqual([expect.objectContaining({ name: 'portal_session', value: '', maxAge: 0 })]);
    expect(await currentPatient({ ...fromApp, ...portalCookie(patient) })).toBe(401);

    const staff = await staffSession();
    const staffOut = await call('POST', '/api/core/Auth/Logout', { ...fromApp, ...staffCookie(staff) });
    expect(staffOut.statusCode).toBe(204);
    expect(staffOut.cookies).toEqual([
      expect.objectContaining({ name: 'staff_session', value: '', maxAge: 0 }),
    ]);
    const after = await call('GET', '/api/core/Auth/CurrentUser', { ...fromApp, ...staffCookie(staff) });
    expect(after.statusCode).toBe(401);
  });

  it('a 401 drops the cookie that signed the request in, and only that one', async () => {
    const ended = await call('GET', '/api/portal/Auth/CurrentUser', { ...fromApp, ...portalCookie('a.b.c') });
    expect(ended.statusCode).toBe(401);
    expect(ended.cookies).toEqual([
      expect.objectContaining({ name: 'portal_session', value: '', maxAge: 0 }),
    ]);

    const patient = await portalSession();
    const staff = await staffSession();
    const withBoth = { ...fromApp, cookie: `portal_session=${patient}; staff_session=${staff}` };
    const badBearer = await call('GET', '/api/portal/Auth/CurrentUser', {
      ...withBoth,
      authorization: 'Bearer a.b.c',
    });
    // A bearer token goes first; its 401 leaves the browser's session alone.
    expect(badBearer.statusCode).toBe(401);
    expect(badBearer.headers['set-cookie']).toBeUndefined();
    // The Live stream is opened by the browser without the header: a spent ticket is no sign-out.
    const stream = await call('GET', '/api/core/Live?access_token=spent', { cookie: withBoth.cookie });
    expect(stream.statusCode).toBe(401);
    expect(stream.headers['set-cookie']).toBeUndefined();
    expect(await currentPatient(withBoth)).toBe('Alex');
  });

  it('refuses with 403 a request signed in by cookie without the app header (a cross-site form or script)', async () => {
    const patient = await portalSession();
    const staff = await staffSession();
    const cookie = `portal_session=${patient}; staff_session=${staff}`;
    const refused = { messages: [crossSiteRefusedMessage] };

    // A form posted from another page: form encoding, the cookie, no header.
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/portal/Auth/Logout',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'confirm=1',
    });
    expect(form.statusCode).toBe(403);
    expect(form.json()).toEqual(refused);
    const language = await t.app.inject({
      method: 'PATCH',
      url: '/api/portal/Auth/Language',
      headers: { cookie },
      payload: { language: 'es' },
    });
    expect(language.statusCode).toBe(403);
    expect(language.json()).toEqual(refused);
    const [login] = await t.database.db
      .select({ language: portalLogins.language })
      .from(portalLogins)
      .where(eq(portalLogins.id, people.demoLoginId));
    expect(login?.language).toBe('en');
    // Reads are the app's too (an image tag must not read or audit anything), and staff routes alike.
    expect((await call('GET', '/api/portal/Auth/CurrentUser', { cookie })).statusCode).toBe(403);
    expect((await call('POST', '/api/core/Auth/Logout', { cookie })).json()).toEqual(refused);
    // A public route is answered as for anyone, the cookie unused: a page the browser opens by
    // itself, or a call anyone could make without the cookie (here as an anonymous visitor: the
    // signed-in patient's profile is not read).
    expect((await call('GET', '/api/portal/SystemSettings', { cookie })).statusCode).toBe(200);
    const sendLink = await t.app.inject({
      method: 'POST',
      url: '/api/portal/Auth/SendLink',
      headers: { cookie },
      payload: { email: 'demo@example.org' },
    });
    expect(sendLink.statusCode).toBe(200);

    // Nothing was signed out or changed: the app's own requests still work.
    expect(await currentPatient({ ...fromApp, cookie })).toBe('Alex');
    expect((await call('GET', '/api/core/Auth/CurrentUser', { ...fromApp, cookie })).statusCode).toBe(200);
  });

  it('bearer tokens keep working, and a request with both a bearer token and a cookie uses the bearer', async () => {
    const alexCookie = await portalSession();
    const sam = await signInPortal(t, people.demoLoginId, people.samId);
    expect(await currentPatient(sam.headers)).toBe('Sam');
    expect(await currentPatient({ ...sam.headers, ...portalCookie(alexCookie) })).toBe('Sam');
    expect(await currentPatient({ ...sam.headers, ...fromApp, ...portalCookie(alexCookie) })).toBe('Sam');
    // A bearer client changes things without the app header: it cannot be forged cross-site.
    const language = await t.app.inject({
      method: 'PATCH',
      url: '/api/portal/Auth/Language',
      headers: { ...sam.headers, ...portalCookie(alexCookie) },
      payload: { language: 'en' },
    });
    expect(language.statusCode).toBe(204);
  });

  it('switching patient by cookie sets the new session in the cookie and ends the old one', async () => {
    const alex = await ageingAlexToken();
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/portal/Auth/LoginWithNewPatient',
      headers: { ...fromApp, ...portalCookie(alex) },
      payload: { patientId: people.samId, dateOfBirth: samDateOfBirth },
    });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toEqual({
      user: { loginId: people.demoLoginId, LocationId: expect.any(String), Patient: { Id: people.samId } },
    });
    // One cookie, even when the old token was renewed on the way in.
    expect(setCookies(switched)).toHaveLength(1);
    const sam = cookieSet(switched, 'portal_session') ?? '';
    expect(await currentPatient({ ...fromApp, ...portalCookie(sam) })).toBe('Sam');
    expect(await currentPatient({ ...fromApp, ...portalCookie(alex) })).toBe(401);
  });

  it('the Live ticket is taken with the cookie; the stream itself goes by the ticket', async () => {
    const staff = await staffSession();
    const ticket = await call('POST', '/api/core/Live/Ticket', { ...fromApp, ...staffCookie(staff) });
    expect(ticket.statusCode).toBe(200);
    expect(ticket.json().ticket).toEqual(expect.any(String));
    // Without a ticket the browser's cookie alone opens no stream.
    const bare = await call('GET', '/api/core/Live', staffCookie(staff));
    expect(bare.statusCode).toBe(401);
  });

  it('an idle session ends: its cookie is refused and dropped', async () => {
    const patient = await portalSession();
    const { sessionId } = JSON.parse(
      JSON.parse(Buffer.from(patient.split('.')[1] ?? '', 'base64url').toString()).sid,
    );
    await t.database.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.id, sessionId));
    const res = await call('GET', '/api/portal/Auth/CurrentUser', { ...fromApp, ...portalCookie(patient) });
    expect(res.statusCode).toBe(401);
    expect(cookieSet(res, 'portal_session')).toBe('');
  });
});

describe('sessions in HttpOnly cookies, over https', () => {
  let t: TestApp;
  let people: DemoPeople;
  const apps = clinic(
    () => t,
    () => people,
  );

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://portal.example.org' });
    people = await seedDemoPeople(t);
    await ensureStaffAdmin(t.database.db, password);
  });
  afterAll(async () => {
    await t.close();
  });

  it('sets Secure __Host- cookies for both apps, takes only those, and drops them the same way', async () => {
    const portal = await apps.portalLogin(fromApp);
    const staff = await apps.staffLogin(fromApp);
    for (const [res, name] of [
      [portal, '__Host-portal_session'],
      [staff, '__Host-staff_session'],
    ] as const) {
      expect(res.cookies).toEqual([
        {
          name,
          value: expect.any(String),
          maxAge: 1800,
          path: '/',
          httpOnly: true,
          secure: true,
          sameSite: 'Strict',
        },
      ]);
      // __Host- cookies carry no Domain: the browser keeps them to this very host.
      expect(setCookies(res)[0]).not.toMatch(/Domain/i);
    }
    const token = cookieSet(portal, '__Host-portal_session') ?? '';
    const me = (cookie: string) =>
      t.app.inject({ method: 'GET', url: '/api/portal/Auth/CurrentUser', headers: { ...fromApp, cookie } });
    expect((await me(`__Host-portal_session=${token}`)).statusCode).toBe(200);
    // The unprefixed name could have been planted by a sibling host over http: not a session here.
    expect((await me(`portal_session=${token}`)).statusCode).toBe(401);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/portal/Auth/Logout',
      headers: { ...fromApp, cookie: `__Host-portal_session=${token}` },
    });
    expect(out.cookies).toEqual([
      expect.objectContaining({ name: '__Host-portal_session', value: '', maxAge: 0, secure: true }),
    ]);
  });
});
