import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../db/schema';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../testing/demoFixtures';
import { type SignedIn, signInPortal } from '../testing/signIn';

describe("the portal's list and billing reads: audited with the session's check", () => {
  let t: TestApp;
  let people: DemoPeople;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const reads = (patientId: string) => [
    { url: '/api/portal/Documents/FindAll?page=0&pageSize=20', action: 'list', resource: 'Document' },
    { url: '/api/portal/Appointments', action: 'read', resource: 'Appointment' },
    { url: `/api/portal/Patients/${patientId}`, action: 'read', resource: 'Patient' },
    {
      url: `/api/portal/Patients/getPaymentHistory/${patientId}`,
      action: 'read',
      resource: 'PaymentHistory',
    },
    { url: `/api/portal/Patients/${patientId}/Invoices`, action: 'list', resource: 'Invoice' },
  ];
  const get = (url: string, who: SignedIn) => t.app.inject({ method: 'GET', url, headers: who.headers });
  const rowsOf = (resource: string) =>
    t.database.db
      .select({ actorId: auditLog.actorId, patientId: auditLog.patientId, action: auditLog.action })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorType, 'portal'),
          eq(auditLog.resource, resource),
          eq(auditLog.outcome, 'success'),
        ),
      );

  it('reads arriving together are each answered and leave their own audit row before the reply', async () => {
    const alex = await signInPortal(t, people.demoLoginId, people.alexId);
    const before = await Promise.all(reads(people.alexId).map((r) => rowsOf(r.resource)));
    const replies = await Promise.all(reads(people.alexId).map((r) => get(r.url, alex)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const [i, read] of reads(people.alexId).entries()) {
      const rows = await rowsOf(read.resource);
      expect(rows.length).toBe((before[i]?.length ?? 0) + 1);
      expect(rows).toContainEqual({
        actorId: people.demoLoginId,
        patientId: people.alexId,
        action: read.action,
      });
    }
  });

  it("another patient's billing is 404, audited as refused", async () => {
    const alex = await signInPortal(t, people.demoLoginId, people.alexId);
    const res = await get(`/api/portal/Patients/${people.jordanId}`, alex);
    expect(res.statusCode).toBe(404);
    const [row] = await t.database.db
      .select({ outcome: auditLog.outcome })
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, people.jordanId), eq(auditLog.actorId, people.demoLoginId)));
    expect(row).toEqual({ outcome: 'denied' });
  });

  it('refuses every read at once after a sign-out on another instance, and audits none of them', async () => {
    const session = await signInPortal(t, people.demoLoginId, people.alexId);
    for (const read of reads(people.alexId)) expect((await get(read.url, session)).statusCode).toBe(200);
    const audited = async () =>
      (await t.database.db.select({ id: auditLog.id }).from(auditLog).where(eq(auditLog.actorType, 'portal')))
        .length;
    const rowsBefore = await audited();
    // As another instance's sign-out does: the row only; this process's session cache still holds the token.
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date().toISOString() })
      .where(eq(sessions.id, session.sessionId));
    const replies = await Promise.all(reads(people.alexId).map((r) => get(r.url, session)));
    expect(replies.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(await audited()).toBe(rowsBefore);
  });
});
