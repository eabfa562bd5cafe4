import type { PortalRecordViewPage } from '@clinic/api-contract';
import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffUsers } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../../../../testing/signIn';

describe('api/portal/Profile/RecordViews: who viewed my record', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let dana: SignedIn & { staffUserId: string };
  let riley: SignedIn & { staffUserId: string };

  const views = async (query = '', who: SignedIn = alex) =>
    t.app.inject({ method: 'GET', url: `/api/portal/Profile/RecordViews${query}`, headers: who.headers });
  const viewsOf = async (query = '') => (await views(query)).json() as PortalRecordViewPage;

  /** Staff `who` acts on the patient through the API; the rows it writes are then moved to `at`. */
  const actAt = async (at: string, who: SignedIn & { staffUserId: string }, act: () => Promise<unknown>) => {
    const [last] = await t.database.db.select({ id: max(auditLog.id) }).from(auditLog);
    const before = last?.id ?? 0;
    await act();
    await t.database.db
      .update(auditLog)
      .set({ at })
      .where(and(gt(auditLog.id, before), eq(auditLog.actorId, who.staffUserId)));
  };
  const openChart = (who: SignedIn, patientId: string) => () =>
    t.app.inject({ method: 'GET', url: `/api/core/Patients/${patientId}`, headers: who.headers });

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    dana = await signInStaff(t, { email: 'dana@example.org' });
    riley = await signInStaff(t, { email: 'riley@example.org', roles: ['staff', 'techStaff'] });
    for (const [who, firstName, credentials] of [
      [dana, 'Dana', 'LCSW'],
      [riley, 'Riley', ''],
    ] as const) {
      await t.database.db
        .update(staffUsers)
        .set({ firstName, lastName: 'Smith', credentials })
        .where(eq(staffUsers.id, who.staffUserId));
    }
    await actAt('2025-03-04T16:00:00.000Z', dana, openChart(dana, people.alexId));
    // Riley twice on one day, and on the evening of 10 February in Los Angeles (11th in UTC).
    await actAt('2025-03-05T09:00:00.000Z', riley, openChart(riley, people.alexId));
    await actAt('2025-03-05T10:00:00.000Z', riley, openChart(riley, people.alexId));
    await actAt('2025-02-11T03:00:00.000Z', riley, openChart(riley, people.alexId));
    // A search that lists Alex, and a chart of Jordan's: not views of Alex's record.
    await actAt('2025-03-06T12:00:00.000Z', dana, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/core/Patients/Search',
        headers: dana.headers,
        payload: { searchPhrase: 'Alex' },
      }),
    );
    await actAt('2025-03-06T12:00:00.000Z', dana, openChart(dana, people.jordanId));
    // Alex's own reading.
    await t.app.inject({ method: 'GET', url: '/api/portal/Profile', headers: alex.headers });
  });
  afterAll(async () => {
    await t.close();
  });

  it('one entry per staff member and day, newest first, with name and role', async () => {
    const page = await viewsOf();
    expect(page).toEqual({
      items: [
        { staffName: 'Riley Smith', role: 'techStaff', date: '2025-03-05' },
        { staffName: 'Dana Smith, LCSW', role: 'staff', date: '2025-03-04' },
        { staffName: 'Riley Smith', role: 'techStaff', date: '2025-02-11' },
      ],
      total: 3,
      page: 0,
      pageSize: 10,
    });
  });

  it('counts days in the time zone asked for', async () => {
    const page = await viewsOf('?timeZone=America/Los_Angeles');
    expect(page.items.map((view) => view.date)).toEqual(['2025-03-05', '2025-03-04', '2025-02-10']);
  });

  it('pages', async () => {
    const page = await viewsOf('?page=1&pageSize=2');
    expect(page.items).toEqual([{ staffName: 'Riley Smith', role: 'techStaff', date: '2025-02-11' }]);
    expect(page.total).toBe(3);
  });

  it("shows Jordan's views to Jordan only", async () => {
    const jordan = await signInPortal(t, people.jordanLoginId, people.jordanId);
    const page = (await views('', jordan)).json() as PortalRecordViewPage;
    expect(page.items).toEqual([{ staffName: 'Dana Smith, LCSW', role: 'staff', date: '2025-03-06' }]);
  });

  it('refuses an unknown time zone with 400, and staff or anonymous callers with 401', async () => {
    expect((await views('?timeZone=Mars/Olympus')).statusCode).toBe(400);
    expect((await views('', dana)).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/Profile/RecordViews' })).statusCode).toBe(
      401,
    );
  });
});
