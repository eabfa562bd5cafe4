import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, patientChangeRequests, patients } from '../../../../db/schema';
import { type LiveEvent, liveBusOf, staffChannel } from '../../../../live/liveBus';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../../../../testing/signIn';

describe('staff review of profile change requests', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let jordan: SignedIn;
  let staff: SignedIn;
  const heard: LiveEvent[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    jordan = await signInPortal(t, people.jordanLoginId, people.jordanId);
    staff = await signInStaff(t);
    liveBusOf(t.app.deps).subscribe(staffChannel, (event) => heard.push(event));
  });
  afterAll(async () => {
    await t.close();
  });

  const request = async (who: SignedIn, changes: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Profile/ChangeRequests',
      headers: who.headers,
      payload: { changes },
    });
    expect(res.statusCode).toBe(201);
    return res.json().id as string;
  };
  const review = (id: string, action: 'Apply' | 'Reject', reason = 'We could not confirm the new address.') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/core/PatientChangeRequests/${id}/${action}`,
      headers: staff.headers,
      ...(action === 'Reject' ? { payload: { reason } } : {}),
    });
  const list = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/core/PatientChangeRequests?${query}`, headers: staff.headers });
  const auditRows = (id: string) =>
    t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'PatientChangeRequest'), eq(auditLog.resourceId, id)));
  const patientRow = async (id: string) => {
    const [row] = await t.database.db.select().from(patients).where(eq(patients.id, id));
    return row;
  };

  it('lists pending requests with the patient and the current values, then applies one to the chart', async () => {
    const id = await request(alex, { phone: '614-555-0100', lastName: 'Rivera-Smith' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/core/PatientChangeRequests?status=pending',
      headers: staff.headers,
    });
    expect(list.statusCode).toBe(200);
    const item = list.json().items.find((i: { id: string }) => i.id === id);
    expect(item).toMatchObject({
      patientName: 'Alex Rivera',
      status: 'pending',
      changes: { phone: '614-555-0100', lastName: 'Rivera-Smith' },
      current: { phone: '(614) 555-0142', lastName: 'Rivera' },
      reviewedByName: null,
    });

    const applied = await review(id, 'Apply');
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ status: 'applied', reviewedByName: 'Test Clinician' });
    expect(applied.json().reviewedAt).not.toBeNull();
    const row = await patientRow(people.alexId);
    expect(row).toMatchObject({ phone: '614-555-0100', lastName: 'Rivera-Smith', firstName: 'Alex' });

    const portalView = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Profile/ChangeRequests',
      headers: alex.headers,
    });
    expect(portalView.json().items[0]).toMatchObject({ id, status: 'applied' });

    expect(await auditRows(id)).toContainEqual(
      expect.objectContaining({ action: 'apply', patientId: people.alexId, outcome: 'success' }),
    );
    expect(heard.map((event) => event.data)).toEqual(
      expect.arrayContaining([
        { requestId: id, status: 'pending', change: 'created' },
        { requestId: id, status: 'applied', change: 'applied' },
      ]),
    );

    // A second decision, whoever makes it, is refused with a code the apps word.
    for (const action of ['Reject', 'Apply'] as const) {
      const again = await review(id, action);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        code: 'changeRequestAlreadyReviewed',
        messages: ['This change request has already been reviewed.'],
      });
    }
    expect((await patientRow(people.alexId))?.lastName).toBe('Rivera-Smith');
  });

  it('rejects with a reason the patient reads; a rejection needs a reason', async () => {
    const id = await request(jordan, { addressLine1: '1 Elm Street' });
    for (const reason of ['', '   ', 'x'.repeat(1001)]) {
      const refused = await review(id, 'Reject', reason);
      expect(refused.statusCode).toBe(400);
    }
    const rejected = await review(id, 'Reject', '  Please bring proof of address to your next visit.  ');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectReason: 'Please bring proof of address to your next visit.',
    });
    const portalView = await t.app.inject({
      method: 'GET',
      url: '/api/portal/Profile/ChangeRequests',
      headers: jordan.headers,
    });
    expect(portalView.json().items.find((item: { id: string }) => item.id === id)).toMatchObject({
      status: 'rejected',
      rejectReason: 'Please bring proof of address to your next visit.',
    });
    expect(await auditRows(id)).toContainEqual(expect.objectContaining({ action: 'reject' }));
  });

  it("lists one patient's requests for their chart", async () => {
    const alexOwn = await request(alex, { city: 'Cincinnati' });
    const mine = await list(`patientId=${people.alexId}&status=pending`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((i: { id: string }) => i.id)).toEqual([alexOwn]);
    expect(mine.json().items.every((i: { patientId: string }) => i.patientId === people.alexId)).toBe(true);
    expect((await list(`patientId=${people.samId}`)).json()).toMatchObject({ items: [], total: 0 });
    expect((await list('patientId=nope')).statusCode).toBe(400);
  });

  it('rejects a request without touching the chart, and filters by status', async () => {
    const before = await patientRow(people.jordanId);
    const id = await request(jordan, { city: 'Dayton' });
    const rejected = await review(id, 'Reject');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe('rejected');
    expect((await patientRow(people.jordanId))?.city).toBe(before?.city);
    const rejectedList = await list('status=rejected');
    expect(rejectedList.json().items.map((i: { id: string }) => i.id)).toContain(id);
  });

  it('never writes a field outside the whitelist, even from a row edited by hand', async () => {
    const [row] = await t.database.db
      .insert(patientChangeRequests)
      .values({ patientId: people.jordanId, changes: { city: 'Akron', balanceCents: 0 } })
      .returning();
    const res = await review(row?.id ?? '', 'Apply');
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('changeRequestNotApplicable');
    const [after] = await t.database.db
      .select()
      .from(patientChangeRequests)
      .where(eq(patientChangeRequests.id, row?.id ?? ''));
    expect(after?.status).toBe('pending');
  });

  it('answers 404 for an unknown request and 400 for a bad id or status', async () => {
    expect((await review(randomUUID(), 'Apply')).statusCode).toBe(404);
    expect((await review('nope', 'Apply')).statusCode).toBe(400);
    expect((await list('status=maybe')).statusCode).toBe(400);
  });
});
