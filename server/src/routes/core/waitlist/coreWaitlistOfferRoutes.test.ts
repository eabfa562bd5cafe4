import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { type DemoClinic, seedDemoClinic, signInDemoClinic } from '../../../scheduling/schedulingTestKit';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import type { SignedIn } from '../../../testing/signIn';

interface FreeSlots {
  date: string;
  slots: {
    time: string;
    endTime: string;
    clinicians: { id: string; name: string }[];
    suitsPatient: boolean;
  }[];
}

// The clock is pinned at Monday 2025-03-03, 07:00 at Downtown; Wednesday 2025-03-05 is ahead.
describe('staff offer a waitlist entry a slot now', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  let staff: SignedIn;
  let alex: SignedIn;
  let jordan: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
    ({ staff, alex, jordan } = await signInDemoClinic(t, clinic));
  });
  afterAll(async () => {
    await t.close();
  });

  const join = async (who: SignedIn, payload: object = {}) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Waitlist',
      headers: who.headers,
      payload: { serviceId: clinic.serviceId('Family Therapy'), locationId: clinic.downtownId, ...payload },
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as string;
  };
  const freeSlots = async (entryId: string, date: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/core/Waitlist/${entryId}/FreeSlots?date=${date}`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as FreeSlots;
  };
  const offer = (entryId: string, payload: object, headers = staff.headers) =>
    t.app.inject({ method: 'POST', url: `/api/core/Waitlist/${entryId}/Offer`, headers, payload });
  const offersOf = async (entryId: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/core/Waitlist?scope=all',
      headers: staff.headers,
    });
    const entry = (res.json().items as { id: string; status: string; offers: { status: string }[] }[]).find(
      (item) => item.id === entryId,
    );
    return entry;
  };
  const codeMailedTo = (email: string) =>
    /\/waitlist\/([A-Za-z0-9_-]{43})$/.exec(
      t.sentMail.filter((mail) => mail.to === email).at(-1)?.links?.[0] ?? '',
    )?.[1];

  let jordanEntry = '';
  let slot = { date: '2025-03-05', time: '', clinicianId: '' };

  it("lists the day's free times with their clinicians and whether they suit the patient", async () => {
    jordanEntry = await join(jordan, { daysOfWeek: [3], partsOfDay: ['afternoon'] });
    const wednesday = await freeSlots(jordanEntry, '2025-03-05');
    expect(wednesday.slots.length).toBeGreaterThan(0);
    const first = wednesday.slots[0];
    expect(first?.clinicians[0]?.name).toMatch(/, (LCSW|LMFT)$/);
    const afternoon = wednesday.slots.find((s) => s.time >= '12:00' && s.time < '17:00');
    const morning = wednesday.slots.find((s) => s.time < '12:00');
    if (afternoon) expect(afternoon.suitsPatient).toBe(true);
    if (morning) expect(morning.suitsPatient).toBe(false);
    const chosen = afternoon ?? first;
    slot = { date: '2025-03-05', time: chosen?.time ?? '', clinicianId: chosen?.clinicians[0]?.id ?? '' };
  });

  it('offers the slot: the patient is e-mailed the offer, the entry shows it, and it is audited', async () => {
    const res = await offer(jordanEntry, slot);
    expect(res.statusCode).toBe(201);
    const offerId = res.json().id as string;
    expect(t.sentMail.at(-1)).toMatchObject({
      to: 'jordan@example.org',
      subject: 'An earlier appointment is available',
    });
    const code = codeMailedTo('jordan@example.org');
    const view = await t.app.inject({ method: 'GET', url: `/api/portal/Waitlist/Offer/${code}` });
    expect(view.json()).toMatchObject({ status: 'offered', date: slot.date, time: slot.time });
    expect(await offersOf(jordanEntry)).toMatchObject({ status: 'offered', offers: [{ status: 'offered' }] });
    // The offer holds the slot: it no longer reads free.
    const after = await freeSlots(jordanEntry, slot.date);
    const same = after.slots.find((s) => s.time === slot.time);
    expect(same?.clinicians.map((c) => c.id) ?? []).not.toContain(slot.clinicianId);
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'WaitlistOffer'), eq(auditLog.resourceId, offerId)));
    expect(audit).toMatchObject({ action: 'create', actorType: 'staff', patientId: clinic.jordanId });
  });

  it('refuses a second offer while one is open, a slot held by another offer, and another clinician', async () => {
    const again = await offer(jordanEntry, slot);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'waitlistOfferOpen' });

    const alexEntry = await join(alex, { clinicianId: slot.clinicianId });
    const taken = await offer(alexEntry, slot);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'slotTaken',
      messages: ['The chosen time is not available. Please choose another date or time.'],
    });
    const other = await offer(alexEntry, { ...slot, clinicianId: clinic.clinicianId('Okafor') });
    expect(other.statusCode).toBe(400);
    expect(other.json().code).toBe('waitlistOtherClinician');
    const passed = await offer(alexEntry, { ...slot, date: '2025-03-03', time: '06:00' });
    expect(passed.statusCode).toBe(409);
    expect(passed.json().code).toBe('slotPassed');

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/core/Waitlist/${alexEntry}`,
      headers: staff.headers,
    });
    expect(removed.statusCode).toBe(204);
    const closed = await offer(alexEntry, slot);
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('waitlistEntryClosed');
  });

  it('the patient accepts as any offer: the entry is booked and the offer shows accepted', async () => {
    const code = codeMailedTo('jordan@example.org');
    const accepted = await t.app.inject({ method: 'POST', url: `/api/portal/Waitlist/Offer/${code}/Accept` });
    expect(accepted.statusCode).toBe(200);
    expect(await offersOf(jordanEntry)).toMatchObject({ status: 'booked', offers: [{ status: 'accepted' }] });
    const booked = await offer(jordanEntry, slot);
    expect(booked.statusCode).toBe(409);
    expect(booked.json().code).toBe('waitlistEntryBooked');
  });

  it('answers 404 for unknown entries, 400 for bad bodies and 401 for patients', async () => {
    expect((await offer(randomUUID(), slot)).statusCode).toBe(404);
    expect((await offer(jordanEntry, { ...slot, time: '25:00' })).statusCode).toBe(400);
    expect((await offer(jordanEntry, { ...slot, extra: 1 })).statusCode).toBe(400);
    expect((await offer(jordanEntry, slot, alex.headers)).statusCode).toBe(401);
    const badDate = await t.app.inject({
      method: 'GET',
      url: `/api/core/Waitlist/${jordanEntry}/FreeSlots?date=2025-02-30`,
      headers: staff.headers,
    });
    expect(badDate.statusCode).toBe(400);
  });
});
