import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, portalLoginPatients, portalLogins, portalSignInFailures } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../testing/demoFixtures';
import { type SignedIn, signInPortal } from '../../../testing/signIn';

describe('Accesses and the signed-in portal user', () => {
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

  const findById = (loginId: string, patientId: string, headers = alex.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/portal/Accesses/FindById/${loginId}?patientId=${patientId}`,
      headers,
    });

  it("lists the login's patients by first name and last initial, audited", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Accesses/Patients',
      headers: alex.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: people.alexId, firstName: 'Alex', lastInitial: 'R', name: 'Alex R.' },
      { id: people.samId, firstName: 'Sam', lastInitial: 'R', name: 'Sam R.' },
    ]);
    const audits = await t.database.db.select().from(auditLog).where(eq(auditLog.resource, 'PortalAccess'));
    expect(audits.map((a) => a.patientId).sort()).toEqual([people.alexId, people.samId].sort());
  });

  it("finds an access of the caller's own login, and answers 404 for anyone else's", async () => {
    const own = await findById(people.demoLoginId, people.samId);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      loginId: people.demoLoginId,
      patientId: people.samId,
      patient: { name: 'Sam R.' },
    });
    expect((await findById(people.demoLoginId, people.jordanId)).statusCode).toBe(404);
    expect((await findById(people.jordanLoginId, people.jordanId)).statusCode).toBe(404);
    expect((await findById(people.demoLoginId, 'not-a-uuid')).statusCode).toBe(400);
    expect((await findById(people.demoLoginId, people.samId, { authorization: '' })).statusCode).toBe(401);
  });

  it('needs a session for everything but the sign-in itself', async () => {
    for (const [method, url] of [
      ['GET', '/api/portal/Accesses/Patients'],
      ['GET', '/api/portal/Auth/CurrentUser'],
      ['POST', '/api/portal/Auth/Logout'],
      ['POST', '/api/portal/Auth/LoginWithNewPatient'],
      ['PATCH', '/api/portal/Auth/Language'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });

  it('switches only to a patient of the login (404 otherwise), counting wrong dates of birth', async () => {
    const switchTo = (patientId: string, dateOfBirth: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/portal/Auth/LoginWithNewPatient',
        headers: alex.headers,
        payload: { patientId, dateOfBirth },
      });
    expect((await switchTo(people.jordanId, '1985-01-20')).statusCode).toBe(404);
    const wrong = await switchTo(people.samId, '2015-09-29');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().messages).toEqual(['Invalid date of birth. Please correct it and try again.']);
    const failures = await t.database.db
      .select()
      .from(portalSignInFailures)
      .where(eq(portalSignInFailures.patientId, people.samId));
    expect(failures).toMatchObject([{ linkId: null }]);
    // A refused switch leaves the current session alone.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Auth/CurrentUser',
      headers: alex.headers,
    });
    expect(me.json().currentPatient.id).toBe(people.alexId);
  });

  it('accepts only en and es as the language', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/portal/Auth/Language',
      headers: alex.headers,
      payload: { language: 'fr' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('ends a session whose patient was unlinked or whose login was removed', async () => {
    const jordan = await signInPortal(t, people.jordanLoginId, people.jordanId);
    await t.database.db.delete(portalLoginPatients).where(eq(portalLoginPatients.patientId, people.jordanId));
    const unlinked = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Auth/CurrentUser',
      headers: jordan.headers,
    });
    expect(unlinked.statusCode).toBe(401);

    await t.database.db
      .update(portalLogins)
      .set({ deletedAt: new Date().toISOString() })
      .where(eq(portalLogins.id, people.demoLoginId));
    const removed = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Auth/CurrentUser',
      headers: alex.headers,
    });
    expect(removed.statusCode).toBe(401);
  });

  it('documents every sign-in and accesses path in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/portal/Auth/SendLink',
        '/api/portal/Auth/Login',
        '/api/portal/Auth/LoginWithNewPatient',
        '/api/portal/Auth/CurrentUser',
        '/api/portal/Auth/Language',
        '/api/portal/Auth/Logout',
        '/api/portal/Accesses/Patients/{code}',
        '/api/portal/Accesses/Patients',
        '/api/portal/Accesses/FindById/{id}',
      ]),
    );
  });
});
