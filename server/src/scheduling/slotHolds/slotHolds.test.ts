import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { slotHolds } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/createTestApp';
import {
  type DemoClinic,
  type DemoSessions,
  medicationRequest,
  pinClock,
  pinnedNow,
  seedDemoClinic,
  signInDemoClinic,
  visitorInfo,
} from '../schedulingTestKit';

// Pinned: Monday 2025-03-03, 07:00 at Downtown. Dr Okafor sees Medication Management (30 min)
// there 08:00-12:00 on weekdays.
describe('slot holds in the request wizard', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  let people: DemoSessions;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
    people = await signInDemoClinic(t, clinic);
  });
  afterEach(() => pinClock());
  afterAll(async () => {
    await t.close();
  });

  const medication = () => ({
    serviceId: clinic.serviceId('Medication Management'),
    locationId: clinic.downtownId,
    clinicianId: clinic.clinicianId('Okafor'),
  });
  const hold = (start: string, headers: Record<string, string> = {}, extra: object = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/portal/AppointmentRequests/Hold',
      payload: { ...medication(), start, ...extra },
      headers,
    });
  const release = (holdId: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'DELETE', url: `/api/portal/AppointmentRequests/Hold/${holdId}`, headers });
  const hoursOn = async (date: string, holdId?: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/portal/AppointmentRequests/Hours',
        payload: { ...medication(), date, holdId },
      })
    ).json().hours as string[];
  const requestAs = (start: string, headers: Record<string, string>, holdId?: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      payload: medicationRequest(clinic, start, { holdId }),
      headers,
    });
  const taken = {
    code: 'slotTaken',
    messages: ['The chosen time is not available. Please choose another date or time.'],
  };

  it('keeps a chosen time from everyone else for 5 minutes; the holder sees it and books it', async () => {
    const res = await hold('2025-03-04T09:00', people.alex.headers);
    expect(res.statusCode).toBe(200);
    const held = res.json();
    expect(held).toMatchObject({
      clinicianId: clinic.clinicianId('Okafor'),
      start: '2025-03-04T09:00',
      secondsLeft: 300,
      expiresAt: new Date(pinnedNow.getTime() + 5 * 60_000).toISOString(),
    });
    // Others: 09:00 and the starts whose half hour would meet it are gone.
    const others = await hoursOn('2025-03-04');
    expect(others).not.toContain('09:00');
    expect(others).not.toContain('08:45');
    expect(others).toContain('09:30');
    expect(await hoursOn('2025-03-04', held.holdId)).toContain('09:00');

    const second = await hold('2025-03-04T09:00', people.jordan.headers);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual(taken);
    expect((await requestAs('2025-03-04T09:15', people.jordan.headers)).json()).toEqual(taken);

    const booked = await requestAs('2025-03-04T09:00', people.alex.headers, held.holdId);
    expect(booked.statusCode).toBe(200);
    expect(booked.json()).toMatchObject({ requestedStart: '2025-03-04T09:00:00', status: 'Unconfirmed' });
    expect(await t.database.db.select().from(slotHolds).where(eq(slotHolds.id, held.holdId))).toEqual([]);
  });

  it("a hold is its maker's alone: another's holdId does not open the time", async () => {
    const held = (await hold('2025-03-05T08:00')).json();
    const stolen = await requestAs('2025-03-05T08:00', people.jordan.headers, held.holdId);
    expect(stolen.statusCode).toBe(409);
    // A visitor's hold serves the visitor who made it.
    const visitor = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      payload: medicationRequest(clinic, '2025-03-05T08:00', {
        holdId: held.holdId,
        patientInfo: visitorInfo,
      }),
    });
    expect(visitor.statusCode).toBe(200);
  });

  it('an expired hold frees the time: another patient may take it, the first holder is told it is taken', async () => {
    const first = (await hold('2025-03-06T10:00', people.alex.headers)).json();
    expect(await hoursOn('2025-03-06')).not.toContain('10:00');
    pinClock(new Date(pinnedNow.getTime() + 5 * 60_000 + 1_000));
    expect(await hoursOn('2025-03-06')).toContain('10:00');
    const jordans = await hold('2025-03-06T10:00', people.jordan.headers);
    expect(jordans.statusCode).toBe(200);
    const late = await requestAs('2025-03-06T10:00', people.alex.headers, first.holdId);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual(taken);
  });

  it('choosing another time gives the first back in the same change; releasing gives it back', async () => {
    const first = (await hold('2025-03-07T10:00', people.alex.headers)).json();
    const second = await hold('2025-03-07T11:00', people.alex.headers, { replacesHoldId: first.holdId });
    expect(second.statusCode).toBe(200);
    const hours = await hoursOn('2025-03-07');
    expect(hours).toContain('10:00');
    expect(hours).not.toContain('11:00');

    // Someone else's release is ignored.
    expect((await release(second.json().holdId, people.jordan.headers)).statusCode).toBe(204);
    expect(await hoursOn('2025-03-07')).not.toContain('11:00');
    expect((await release(second.json().holdId, people.alex.headers)).statusCode).toBe(204);
    expect(await hoursOn('2025-03-07')).toContain('11:00');
  });

  it('two patients choosing one time at once: one holds it, the other gets a clear refusal', async () => {
    const replies = await Promise.all([
      hold('2025-03-10T08:30', people.alex.headers),
      hold('2025-03-10T08:30', people.jordan.headers),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.statusCode === 409)?.json()).toEqual(taken);
  });

  it('two requests for one time at once, without holds: one succeeds, the other is refused with 409', async () => {
    const replies = await Promise.all([
      requestAs('2025-03-10T10:00', people.alex.headers),
      requestAs('2025-03-10T10:00', people.jordan.headers),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refusal = replies.find((r) => r.statusCode === 409);
    expect(refusal?.json()).toEqual(taken);
  });

  it('refuses a time that has passed, an unknown location and a malformed id', async () => {
    const passed = await hold('2025-03-03T06:00');
    expect(passed.statusCode).toBe(400);
    expect(passed.json().code).toBe('slotPassed');
    const bad = await hold('2025-03-04T09:00', {}, { locationId: '00000000-0000-4000-8000-000000000000' });
    expect(bad.statusCode).toBe(400);
    const notUuid = await release('not-a-hold');
    expect(notUuid.statusCode).toBe(400);
  });
});
