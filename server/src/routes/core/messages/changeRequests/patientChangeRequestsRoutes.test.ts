import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { patientChangeRequests, patients } from '../../../../db/schema';
import { createTestApp, type TestApp } from '../../../../testing/createTestApp';
import { type DemoPeople, seedDemoPeople } from '../../../../testing/demoFixtures';
import { type SignedIn, signInPortal, signInStaff } from '../../../../testing/signIn';

describe('staff review of profile change requests', () => {
  let t: TestApp;
  let people: DemoPeople;
  let alex: SignedIn;
  let jordan: SignedIn;
  let staff: SignedIn;

  beforeAll(async () => {
    t = await createTestApp();
    people = await seedDemoPeople(t);
    alex = await signInPortal(t, people.demoLoginId, people.alexId);
    jordan = await signInPortal(t, people.jordanLoginId, people.jordanId);
    staff = await signInStaff(t);
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
  const review = (id: string, action: 'Apply' | 'Reject') =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/core/PatientChangeRequests/${id}/${action}`,
      headers: staff.headers,
    });
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

    const again = await review(id, 'Reject');
    expect(again.statusCode).toBe(400);
    expect(again.json().messages).toEqual(['This change request has already been reviewed.']);
  });

  it('rejects a request without touching the chart, and filters by status', async () => {
    const before = await patientRow(people.jordanId);
    const id = await request(jordan, { city: 'Dayton' });
    const rejected = await review(id, 'Reject');
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().status).toBe('rejected');
    expect((await patientRow(people.jordanId))?.city).toBe(before?.city);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/core/PatientChangeRequests?status=rejected',
      headers: staff.headers,
    });
    expect(list.json().items.map((i: { id: string }) => i.id)).toEqual([id]);
    expect(list.json().total).toBe(1);
  });

  it('never writes a field outside the whitelist, even from a row edited by hand', async () => {
    const [row] = await t.database.db
      .insert(patientChangeRequests)
      .values({ patientId: people.jordanId, changes: { city: 'Akron', balanceCents: 0 } })
      .returning();
    const res = await review(row?.id ?? '', 'Apply');
    expect(res.statusCode).toBe(400);
    const [after] = await t.database.db
      .select()
      .from(patientChangeRequests)
      .where(eq(patientChangeRequests.id, row?.id ?? ''));
    expect(after?.status).toBe('pending');
  });

  it('answers 404 for an unknown request and 400 for a bad id or status', async () => {
    expect((await review(randomUUID(), 'Apply')).statusCode).toBe(404);
    expect((await review('nope', 'Apply')).statusCode).toBe(400);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/core/PatientChangeRequests?status=maybe',
      headers: staff.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});
