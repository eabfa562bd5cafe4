import { randomUUID } from 'node:crypto';
import type { CoreAuditTrailPage } from '@clinic/api-contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, patients, staffUsers } from '../../../db/schema';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../../../testing/signIn';
import {
  auditTrailCsvMaxRows,
  auditTrailCsvTooLargeMessage,
  auditTrailTechStaffOnlyMessage,
} from './auditTrailRoutes';

describe("api/core/Patients/{id}/AuditTrail: a patient's audit trail for tech staff", () => {
  let t: TestApp;
  let people: DemoPeople;
  let auditor: SignedIn & { staffUserId: string };
  let dana: SignedIn & { staffUserId: string };
  let alex: SignedIn;
  let alexMrn: string;

  const trail = async (patientId: string, query = '', who: SignedIn = auditor) =>
    t.app.inject({
      method: 'GET',
      url: `/api/core/Patients/${patientId}/AuditTrail${query}`,
      headers: who.headers,
    });
  const pageOf = async (query = '') => (await trail(people.alexId, query)).json() as CoreAuditTrailPage;
  const named = async (signedIn: SignedIn & { staffUserId: string }, firstName: string, lastName: string) => {
    await t.database.db
      .update(staffUsers)
      .set({ firstName, lastName, credentials: 'LCSW' })
      .where(eq(staffUsers.id, signedIn.staffUserId));
    return signedIn;
  };

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    auditor = await named(
      await signInStaff(t, { email: 'auditor@example.org', roles: ['staff', 'techStaff'] }),
      'Avery',
      'Auditor',
    );
    dana = await named(await signInStaff(t, { email: 'dana@example.org' }), 'Dana', 'Smith');
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    const [alexRow] = await t.database.db.select().from(patients).where(eq(patients.id, people.alexId));
    alexMrn = alexRow?.mrn ?? '';
    // Dana opens Alex's and Jordan's charts; Alex reads the profile and tries Jordan's payments.
    for (const patientId of [people.alexId, people.jordanId])
      await t.app.inject({ method: 'GET', url: `/api/core/Patients/${patientId}`, headers: dana.headers });
    await t.app.inject({ method: 'GET', url: '/api/portal/Profile', headers: alex.headers });
    await t.app.inject({
      method: 'GET',
      url: `/api/portal/Patients/getPaymentHistory/${people.jordanId}`,
      headers: alex.headers,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists only the patient’s rows, newest first: who, what, when, from where, outcome', async () => {
    const page = await pageOf();
    expect(page.items.length).toBeGreaterThan(0);
    // Dana's read of Jordan's chart is Jordan's, not Alex's.
    expect(
      page.items.some((entry) => entry.resource === 'Patient' && entry.resourceId === people.jordanId),
    ).toBe(false);
    const ats = page.items.map((entry) => entry.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    expect(page.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          actor: { type: 'staff', id: dana.staffUserId, name: 'Dana Smith, LCSW' },
          action: 'read',
          resource: 'Patient',
          resourceId: people.alexId,
          ip: '127.0.0.1',
          outcome: 'success',
        }),
        expect.objectContaining({
          actor: { type: 'portal', id: people.demoLoginId, name: 'demo@example.org' },
          action: 'read',
          resource: 'Patients/getPaymentHistory/{id}',
          outcome: 'denied',
        }),
      ]),
    );
    expect(page.actors).toEqual(
      expect.arrayContaining([
        { type: 'staff', id: dana.staffUserId, name: 'Dana Smith, LCSW' },
        { type: 'portal', id: people.demoLoginId, name: 'demo@example.org' },
      ]),
    );
    expect(page.actions).toEqual(expect.arrayContaining(['read']));
  });

  it('filters by outcome, actor and action, and pages', async () => {
    const denied = await pageOf('?outcome=denied');
    expect(denied.items.length).toBeGreaterThan(0);
    expect(denied.items.every((entry) => entry.outcome === 'denied')).toBe(true);
    expect(denied.total).toBe(denied.items.length);

    const danas = await pageOf(`?actorType=staff&actorId=${dana.staffUserId}`);
    expect(danas.items.map((entry) => [entry.actor.name, entry.action, entry.resource])).toEqual([
      ['Dana Smith, LCSW', 'read', 'Patient'],
    ]);

    const reads = await pageOf('?action=read&pageSize=1&page=1');
    expect(reads.items).toHaveLength(1);
    expect(reads.items[0]?.action).toBe('read');
    expect(reads.total).toBeGreaterThan(1);
  });

  it('filters by date range: from is inclusive, to exclusive', async () => {
    const [danaRow] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, dana.staffUserId), eq(auditLog.patientId, people.alexId)));
    await t.database.db
      .update(auditLog)
      .set({ at: '2024-02-10T15:00:00.000Z' })
      .where(eq(auditLog.id, danaRow?.id ?? 0));
    const inFebruary = await pageOf('?from=2024-02-10T15:00:00.000Z&to=2024-02-11T00:00:00.000Z');
    expect(inFebruary.items.map((entry) => entry.id)).toEqual([danaRow?.id]);
    expect(inFebruary.items[0]?.at).toBe('2024-02-10T15:00:00.000Z');
    const beforeIt = await pageOf('?to=2024-02-10T15:00:00.000Z');
    expect(beforeIt.items).toEqual([]);
  });

  it('reading the trail is itself in the trail', async () => {
    await trail(people.alexId);
    const [newest] = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.patientId, people.alexId))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(newest).toMatchObject({
      actorId: auditor.staffUserId,
      action: 'read',
      resource: 'AuditTrail',
      resourceId: people.alexId,
      outcome: 'success',
    });
  });

  it('exports the filtered trail as CSV, and audits the export', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/core/Patients/${people.alexId}/AuditTrail/Csv?outcome=denied`,
      headers: auditor.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain(`filename="audit-trail-${alexMrn}.csv"`);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('When (UTC),Who,Actor type,Action,Resource,Resource id,From,Outcome');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((line) => line.endsWith(',denied'))).toBe(true);
    expect(lines.slice(1).join('\n')).toContain(
      'demo@example.org,portal,read,Patients/getPaymentHistory/{id}',
    );
    const [newest] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(newest).toMatchObject({ action: 'export', resource: 'AuditTrail', patientId: people.alexId });
  });

  it('refuses an export past its bound with 400, asking for narrower dates', async () => {
    await t.database.db.execute(
      sql`insert into ${auditLog} (actor_type, actor_id, patient_id, action, resource, outcome)
        select 'staff', ${dana.staffUserId}::uuid, ${people.samId}::uuid, 'read', 'Patient', 'success'
        from generate_series(1, ${auditTrailCsvMaxRows + 1})`,
    );
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/core/Patients/${people.samId}/AuditTrail/Csv`,
      headers: auditor.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ messages: [auditTrailCsvTooLargeMessage] });
  });

  it("another (unknown) patient's trail answers 404, and the refusal is audited", async () => {
    const unknown = randomUUID();
    for (const path of ['', '/Csv']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/core/Patients/${unknown}/AuditTrail${path}`,
        headers: auditor.headers,
      });
      expect(res.statusCode).toBe(404);
      const [newest] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(newest).toMatchObject({
        actorId: auditor.staffUserId,
        resource: `Patients/{id}/AuditTrail${path}`,
        resourceId: unknown,
        outcome: 'denied',
      });
    }
  });

  it('is for tech staff only; a portal session is not even signed in here', async () => {
    const res = await trail(people.alexId, '', dana);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ messages: [auditTrailTechStaffOnlyMessage] });
    expect((await trail(people.alexId, '', alex)).statusCode).toBe(401);
  });

  it('refuses filters and pages out of bounds with 400', async () => {
    for (const query of [
      '?from=yesterday',
      '?from=0000-01-01T00:00:00Z',
      '?pageSize=201',
      '?outcome=maybe',
    ]) {
      expect((await trail(people.alexId, query)).statusCode, query).toBe(400);
    }
  });
});
