import { and, eq, gt, max, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, patients } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../testing/signIn';

describe('staff searches and lists record each patient they showed', () => {
  let t: TestApp;
  let people: DemoPeople;
  let staff: SignedIn & { staffUserId: string };

  /** The rows written since `after` (an audit row id), as [action, resource, patient] triples. */
  const rowsSince = async (after: number) =>
    (
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(gt(auditLog.id, after), eq(auditLog.actorId, staff.staffUserId)))
    ).map((row) => [row.action, row.resource, row.patientId]);
  const lastId = async () => {
    const [last] = await t.database.db.select({ id: max(auditLog.id) }).from(auditLog);
    return last?.id ?? 0;
  };

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    staff = await signInStaff(t, { email: 'lists@example.org', roles: ['staff', 'techStaff'] });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a patient search: one row per patient found', async () => {
    const before = await lastId();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/core/Patients/Search',
      headers: staff.headers,
      payload: { searchPhrase: 'Rivera', page: 0, pageSize: 10 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(2);
    expect(await rowsSince(before)).toEqual(
      expect.arrayContaining([
        ['search', 'Patient', people.alexId],
        ['search', 'Patient', people.samId],
      ]),
    );
    expect(await rowsSince(before)).toHaveLength(2);
  });

  it('a page of 9,000 patients (more rows than PostgreSQL takes bound values) is one row each', async () => {
    await t.database.db.execute(
      sql`insert into ${patients} (account_number, first_name, last_name, date_of_birth, mrn)
        select 'BULK-' || n, 'Bulk', 'Zzbulk', '1970-01-01', 'MRN-BULK-' || n from generate_series(1, 9000) as n`,
    );
    const before = await lastId();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/core/Patients/Search',
      headers: staff.headers,
      payload: { searchPhrase: 'Zzbulk', page: 0, pageSize: 1_000_000 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toHaveLength(9000);
    const rows = await rowsSince(before);
    expect(rows).toHaveLength(9000);
    expect(new Set(rows.map(([, , patientId]) => patientId)).size).toBe(9000);
  });

  it('a search that finds nobody still leaves its one row', async () => {
    const before = await lastId();
    await t.app.inject({
      method: 'POST',
      url: '/api/core/Patients/Search',
      headers: staff.headers,
      payload: { searchPhrase: 'Nobody-by-this-name' },
    });
    expect(await rowsSince(before)).toEqual([['search', 'Patient', null]]);
  });

  it('the inbox: one row per patient with a thread on the page, however many threads they have', async () => {
    const alex = await signInPortal(t, people.demoLoginId, people.alexId);
    for (const subject of ['First', 'Second']) {
      await t.app.inject({
        method: 'PUT',
        url: '/api/portal/Messages/Threads',
        headers: alex.headers,
        payload: { subject, body: 'Hello' },
      });
    }
    const before = await lastId();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/core/Messages/Threads',
      headers: staff.headers,
    });
    expect(res.json().items).toHaveLength(2);
    expect(await rowsSince(before)).toEqual([['list', 'MessageThread', people.alexId]]);
  });

  it('profile change requests and portal logins name their patients', async () => {
    const jordan = await signInPortal(t, people.jordanLoginId, people.jordanId);
    await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Profile/ChangeRequests',
      headers: jordan.headers,
      payload: { changes: { city: 'Dayton' } },
    });
    let before = await lastId();
    await t.app.inject({ method: 'GET', url: '/api/core/PatientChangeRequests', headers: staff.headers });
    expect(await rowsSince(before)).toEqual([['list', 'PatientChangeRequest', people.jordanId]]);

    before = await lastId();
    await t.app.inject({
      method: 'GET',
      url: '/api/core/PortalLogins?searchPhrase=jordan',
      headers: staff.headers,
    });
    expect(await rowsSince(before)).toEqual([['list', 'PortalLogin', people.jordanId]]);
  });
});
