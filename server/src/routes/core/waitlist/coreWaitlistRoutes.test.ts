import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { type DemoClinic, seedDemoClinic, signInDemoClinic } from '../../../scheduling/schedulingTestKit';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import type { SignedIn } from '../../../testing/signIn';

interface Entry {
  id: string;
  status: string;
  patientName: string;
  clinicianName: string | null;
  offers: { status: string; date: string; time: string; clinicianName: string }[];
}

// Sam has Family Therapy with Luis Romero at Downtown on Fri 2025-03-07, 16:00-17:00.
describe('staff waitlist', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  let staff: SignedIn;
  let alex: SignedIn;
  let sam: SignedIn;
  let jordan: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
    ({ staff, alex, sam, jordan } = await signInDemoClinic(t, clinic));
  });
  afterAll(async () => {
    await t.close();
  });

  const join = async (who: SignedIn, payload: object) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Waitlist',
      headers: who.headers,
      payload,
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as string;
  };
  const familyTherapy = () => ({
    serviceId: clinic.serviceId('Family Therapy'),
    locationId: clinic.downtownId,
  });
  const list = async (query = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/core/Waitlist?${query}`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { items: Entry[]; total: number };
  };
  const remove = (id: string, headers = staff.headers) =>
    t.app.inject({ method: 'DELETE', url: `/api/core/Waitlist/${id}`, headers });
  const portalEntries = async (who: SignedIn) =>
    (await t.app.inject({ method: 'GET', url: '/api/portal/Waitlist', headers: who.headers })).json() as {
      id: string;
    }[];

  it('lists the queue with patients, preferences and offers; filters by location, service and clinician', async () => {
    const jordanEntry = await join(jordan, {
      ...familyTherapy(),
      daysOfWeek: [5],
      partsOfDay: ['afternoon'],
    });
    const alexEntry = await join(alex, { ...familyTherapy(), clinicianId: clinic.clinicianId('Romero') });
    // Sam's appointment cancelled: the first in the queue (Jordan) is offered the slot.
    const upcoming = (
      await t.app.inject({ method: 'GET', url: '/api/portal/Appointments', headers: sam.headers })
    ).json().upcoming as { id: string; appointmentDate: string }[];
    const freed = upcoming.find((a) => a.appointmentDate.startsWith('2025-03-07'));
    const cancel = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/Appointments/${freed?.id}/Cancel`,
      headers: staff.headers,
      payload: { reason: 'Family emergency' },
    });
    expect(cancel.statusCode).toBe(200);

    const all = await list();
    expect(all.total).toBe(2);
    expect(all.items.map((item) => item.id)).toEqual([jordanEntry, alexEntry]);
    expect(all.items[0]).toMatchObject({
      patientName: 'Jordan Lee',
      status: 'offered',
      serviceName: 'Family Therapy',
      locationName: 'Riverbend Downtown',
      clinicianName: null,
      daysOfWeek: [5],
      partsOfDay: ['afternoon'],
      offers: [
        {
          status: 'offered',
          date: '2025-03-07',
          time: '16:00',
          endTime: '17:00',
          clinicianName: 'Luis Romero, LMFT',
          locationName: 'Riverbend Downtown',
          timeZone: 'America/New_York',
          respondedAt: null,
        },
      ],
    });
    expect(all.items[1]).toMatchObject({
      patientName: 'Alex Rivera',
      clinicianName: 'Luis Romero, LMFT',
      offers: [],
    });

    expect((await list(`locationId=${clinic.pacificId}`)).total).toBe(0);
    expect((await list(`serviceId=${clinic.serviceId('Individual Therapy')}`)).total).toBe(0);
    expect((await list(`serviceId=${clinic.serviceId('Family Therapy')}`)).total).toBe(2);
    // Another clinician's filter keeps the entries that take any clinician.
    expect((await list(`clinicianId=${clinic.clinicianId('Chen')}`)).items.map((i) => i.id)).toEqual([
      jordanEntry,
    ]);
    expect((await list(`clinicianId=${clinic.clinicianId('Romero')}`)).total).toBe(2);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'WaitlistEntry'), eq(auditLog.action, 'list')));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('removes an entry: its open offer goes to the next patient and the patient no longer sees it', async () => {
    const [jordanEntry, alexEntry] = (await list()).items;
    const removed = await remove(jordanEntry?.id ?? '');
    expect(removed.statusCode).toBe(204);
    expect((await portalEntries(jordan)).map((e) => e.id)).not.toContain(jordanEntry?.id);
    // The slot passed on to Alex, who waits for Romero.
    expect(t.sentMail.at(-1)?.to).toBe('demo@example.org');
    const active = await list();
    expect(active.items.map((i) => i.id)).toEqual([alexEntry?.id]);
    expect(active.items[0]?.offers.map((o) => o.status)).toEqual(['offered']);

    const everything = await list('scope=all');
    const closed = everything.items.find((i) => i.id === jordanEntry?.id);
    expect(closed).toMatchObject({ status: 'cancelled', offers: [{ status: 'declined' }] });
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, jordanEntry?.id ?? ''), eq(auditLog.action, 'delete')));
    expect(audit).toMatchObject({ actorType: 'staff', patientId: clinic.jordanId, outcome: 'success' });

    expect((await remove(jordanEntry?.id ?? '')).statusCode).toBe(404);
  });

  it('refuses a booked entry with 409, and unknown ids, bad filters and non-staff callers', async () => {
    const code = /\/waitlist\/([A-Za-z0-9_-]{43})$/.exec(t.sentMail.at(-1)?.links?.[0] ?? '')?.[1];
    const accepted = await t.app.inject({ method: 'POST', url: `/api/portal/Waitlist/Offer/${code}/Accept` });
    expect(accepted.statusCode).toBe(200);
    const booked = (await list('scope=all')).items.find((i) => i.status === 'booked');
    const refused = await remove(booked?.id ?? '');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('waitlistEntryBooked');

    expect((await remove(randomUUID())).statusCode).toBe(404);
    expect((await remove('nope')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/core/Waitlist?scope=some', headers: staff.headers }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/core/Waitlist', headers: alex.headers })).statusCode,
    ).toBe(401);
    expect((await remove(booked?.id ?? '', alex.headers)).statusCode).toBe(401);
  });
});
