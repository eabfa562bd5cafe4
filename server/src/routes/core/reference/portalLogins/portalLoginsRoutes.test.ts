import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { portalLogins } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../../../../testing/signIn';

describe('portal logins (settings)', () => {
  let t: TestApp;
  let people: DemoPeople;
  let staff: SignedIn;
  let tech: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    staff = await signInStaff(t);
    tech = await signInStaff(t, { email: 'tech@example.org', roles: ['staff', 'techStaff'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const put = (payload: object, headers = tech.headers) =>
    t.app.inject({ method: 'PUT', url: '/api/core/PortalLogins', headers, payload });

  it('lists logins with their patients, paged', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/core/PortalLogins?page=0&pageSize=10',
      headers: tech.headers,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items[0]).toMatchObject({ email: 'demo@example.org', language: 'en' });
    expect(body.items[0].patients.map((p: { firstName: string }) => p.firstName).sort()).toEqual([
      'Alex',
      'Sam',
    ]);
  });

  it('creates, changes and soft-deletes a login, ending its sessions', async () => {
    const created = await put({
      email: ' Guardian@Example.org ',
      language: 'es',
      patientIds: [people.samId],
    });
    expect(created.statusCode).toBe(201);
    const login = created.json();
    expect(login).toMatchObject({
      email: 'guardian@example.org',
      language: 'es',
      patients: [{ id: people.samId }],
    });
    expect((await put({ email: 'guardian@example.org', patientIds: [people.samId] })).statusCode).toBe(409);

    const session = await signInPortal(t, login.id, people.samId);
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/PortalLogins/${login.id}`,
      headers: tech.headers,
      payload: { patientIds: [people.jordanId] },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().patients.map((p: { id: string }) => p.id)).toEqual([people.jordanId]);
    const afterMove = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Auth/CurrentUser',
      headers: session.headers,
    });
    expect(afterMove.statusCode).toBe(401);

    const kept = await signInPortal(t, login.id, people.jordanId);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/core/PortalLogins/${login.id}`,
      headers: tech.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const [row] = await t.database.db.select().from(portalLogins).where(eq(portalLogins.id, login.id));
    expect(row?.deletedAt).not.toBeNull();
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/portal/Auth/CurrentUser', headers: kept.headers }))
        .statusCode,
    ).toBe(401);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/core/PortalLogins/${login.id}`,
      headers: tech.headers,
    });
    expect(again.statusCode).toBe(404);

    const revived = await put({ email: 'guardian@example.org', patientIds: [people.samId] });
    expect(revived.statusCode).toBe(201);
    expect(revived.json().id).toBe(login.id);
  });

  it('refuses non-tech staff (403), unknown patients and bad e-mails (400), unknown ids (404)', async () => {
    expect(
      (await put({ email: 'a@example.org', patientIds: [people.samId] }, staff.headers)).statusCode,
    ).toBe(403);
    expect(
      (await put({ email: 'a@example.org', patientIds: ['00000000-0000-4000-8000-000000000000'] }))
        .statusCode,
    ).toBe(400);
    expect((await put({ email: 'not an email', patientIds: [people.samId] })).statusCode).toBe(400);
    expect((await put({ email: 'a@example.org', patientIds: [] })).statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'PATCH',
      url: '/api/core/PortalLogins/00000000-0000-4000-8000-000000000000',
      headers: tech.headers,
      payload: { language: 'en' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});
