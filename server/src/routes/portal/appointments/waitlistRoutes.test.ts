import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, waitlistEntries } from '../../../db/schema';
import {
  type DemoClinic,
  medicationRequest,
  pinClock,
  pinnedNow,
  seedDemoClinic,
  signInDemoClinic,
} from '../../../scheduling/schedulingTestKit';
import { sweepExpiredOffers } from '../../../scheduling/waitlist/sweepExpiredOffers';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import type { SignedIn } from '../../../testing/signIn';

// Sam has Family Therapy with Luis Romero at Downtown on Fri 2025-03-07 and Fri 2025-03-21, 16:00-17:00.
describe('waitlist', () => {
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

  const join = (who: SignedIn, payload: object) =>
    t.app.inject({ method: 'PUT', url: '/api/portal/Waitlist', headers: who.headers, payload });
  const familyTherapy = () => ({
    serviceId: clinic.serviceId('Family Therapy'),
    locationId: clinic.downtownId,
  });
  const samAppointmentOn = async (date: string) => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/portal/Appointments', headers: sam.headers })
    ).json();
    const found = list.upcoming.find((a: { appointmentDate: string }) => a.appointmentDate.startsWith(date));
    if (!found) throw new Error(`Sam has nothing on ${date}`);
    return found.id as string;
  };
  const staffCancel = (appointmentId: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/core/Appointments/${appointmentId}/Cancel`,
      headers: staff.headers,
      payload: { reason: 'Family emergency' },
    });
  /** The code of the newest mail's waitlist link. */
  const lastOfferCode = () => {
    const link = t.sentMail.at(-1)?.links?.[0] ?? '';
    const match = /\/waitlist\/([A-Za-z0-9_-]{43})$/.exec(link);
    if (!match?.[1]) throw new Error(`no waitlist link in ${link}`);
    return match[1];
  };
  const offer = (code: string, action = '') =>
    t.app.inject({ method: action ? 'POST' : 'GET', url: `/api/portal/Waitlist/Offer/${code}${action}` });

  it('join, a cancellation frees a slot, the first waiting patient is e-mailed and books it', async () => {
    const first = await join(alex, familyTherapy());
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      status: 'waiting',
      serviceName: 'Family Therapy',
      clinicianId: null,
    });
    expect((await join(jordan, { ...familyTherapy(), latestDate: '2025-04-30' })).statusCode).toBe(200);
    expect((await join(alex, familyTherapy())).statusCode).toBe(409);

    const mailsBefore = t.sentMail.length;
    expect((await staffCancel(await samAppointmentOn('2025-03-07'))).statusCode).toBe(200);
    // Sam's cancellation mail, then the offer.
    expect(t.sentMail).toHaveLength(mailsBefore + 2);
    const mail = t.sentMail.at(-1);
    expect(mail?.to).toBe('demo@example.org');
    expect(mail?.subject).toBe('An earlier appointment is available');
    expect(mail?.text).not.toMatch(/Family|Romero|Therapy/);
    const code = lastOfferCode();
    expect(mail?.links?.[0]).toBe(`${t.app.deps.config.publicUrl}/waitlist/${code}`);

    const shown = await offer(code);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({
      status: 'offered',
      date: '2025-03-07',
      time: '16:00',
      endTime: '17:00',
      clinicianName: 'Luis Romero, LMFT',
      locationName: 'Riverbend Downtown',
      expiresAt: '2025-03-03T14:00:00.000Z',
    });
    // The offer holds the slot: nobody else is shown 16:00.
    const hours = await t.app.inject({
      method: 'POST',
      url: '/api/portal/AppointmentRequests/Hours',
      payload: { ...familyTherapy(), clinicianId: clinic.clinicianId('Romero'), date: '2025-03-07' },
    });
    expect(hours.json().hours).not.toContain('16:00');

    const accepted = await offer(code, '/Accept');
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().status).toBe('accepted');
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/portal/Appointments', headers: alex.headers })
    ).json();
    expect(mine.upcoming.find((a: { id: string }) => a.id === accepted.json().appointmentId)).toMatchObject({
      appointmentDate: '2025-03-07T16:00:00',
      clinicianName: 'Luis Romero, LMFT',
      status: 'Show',
    });
    const again = await offer(code, '/Accept');
    expect(again.statusCode).toBe(409);
    expect(again.json().messages).toEqual(['This appointment has already been booked with this link.']);
    expect(again.json().code).toBe('offerAlreadyAccepted');
    const entries = (
      await t.app.inject({ method: 'GET', url: '/api/portal/Waitlist', headers: alex.headers })
    ).json();
    expect(entries[0].status).toBe('booked');
  });

  it('a declined offer goes to the next patient; an expired one too (sweeper)', async () => {
    // Waiting now: Jordan (since the first test), then Sam, then Alex again.
    expect((await join(sam, familyTherapy())).statusCode).toBe(200);
    expect((await join(alex, familyTherapy())).statusCode).toBe(200);
    await staffCancel(await samAppointmentOn('2025-03-21'));
    expect(t.sentMail.at(-1)?.to).toBe('jordan@example.org');
    const jordanCode = lastOfferCode();

    const declined = await offer(jordanCode, '/Decline');
    expect(declined.statusCode).toBe(200);
    expect(declined.json().status).toBe('declined');
    expect(t.sentMail.at(-1)?.to).toBe('demo@example.org');
    const samCode = lastOfferCode();
    const [jordanEntry] = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.patientId, clinic.jordanId));
    expect(jordanEntry?.status).toBe('waiting');

    // Two hours later nobody answered: the sweeper passes it on to Alex.
    pinClock(new Date(pinnedNow.getTime() + 2 * 3_600_000 + 1));
    expect((await offer(samCode)).json().status).toBe('expired');
    expect(await sweepExpiredOffers(t.app.deps, t.app.log)).toBe(1);
    expect(await sweepExpiredOffers(t.app.deps, t.app.log)).toBe(0);
    const expiredAccept = await offer(samCode, '/Accept');
    expect(expiredAccept.statusCode).toBe(409);
    expect(expiredAccept.json().messages).toEqual(['This offer has expired. You are still on the waitlist.']);
    expect(expiredAccept.json().code).toBe('offerExpired');
    const alexCode = lastOfferCode();
    expect(alexCode).not.toBe(samCode);
    const [samEntry] = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(and(eq(waitlistEntries.patientId, clinic.samId), eq(waitlistEntries.status, 'waiting')));
    expect(samEntry).toBeDefined();

    // Two clicks at once: one books, the other is told.
    const results = await Promise.all([offer(alexCode, '/Accept'), offer(alexCode, '/Accept')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const booked = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.appointmentDate, '2025-03-21 16:00:00'), eq(appointments.status, 'Show')));
    expect(booked.map((a) => a.patientId)).toEqual([clinic.alexId]);
    pinClock();
  });

  it('a slot taken meanwhile answers 409 and the patient stays on the list', async () => {
    // Staff cancel Alex's Friday visit, then book the slot by phone before Jordan answers the offer.
    const [alexFriday] = await t.database.db
      .select()
      .from(appointments)
      .where(and(eq(appointments.appointmentDate, '2025-03-07 16:00:00'), eq(appointments.status, 'Show')));
    if (!alexFriday) throw new Error('no Friday appointment');
    await staffCancel(alexFriday.id);
    expect(t.sentMail.at(-1)?.to).toBe('jordan@example.org');
    const code = lastOfferCode();
    const { id: _id, createdAt: _createdAt, ...copy } = alexFriday;
    await t.database.db.insert(appointments).values({ ...copy, status: 'Show', notes: 'booked by phone' });
    expect((await offer(code)).json().status).toBe('taken');
    const res = await offer(code, '/Accept');
    expect(res.statusCode).toBe(409);
    expect(res.json().messages).toEqual([
      'Sorry, this appointment was just taken by someone else. You are still on the waitlist.',
    ]);
    const [entry] = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.patientId, clinic.jordanId));
    expect(entry?.status).toBe('waiting');
  });

  it('accepting moves the patient from their current appointment, which frees that one', async () => {
    // Alex has Medication Management with Dr Okafor on 2025-03-13 09:00 and wants it earlier.
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/portal/Appointments', headers: alex.headers })
    ).json();
    const current = list.upcoming.find(
      (a: { serviceName: string }) => a.serviceName === 'Medication Management',
    );
    const joined = await join(alex, {
      serviceId: clinic.serviceId('Medication Management'),
      locationId: clinic.downtownId,
      clinicianId: clinic.clinicianId('Okafor'),
      currentAppointmentId: current.id,
    });
    expect(joined.statusCode).toBe(200);
    const request = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      headers: sam.headers,
      payload: medicationRequest(clinic, '2025-03-04T08:00'),
    });
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/AppointmentRequests/${request.json().id}/Approve`,
      headers: staff.headers,
      payload: {},
    });
    await staffCancel(approved.json().appointmentId);
    const res = await offer(lastOfferCode(), '/Accept');
    expect(res.statusCode).toBe(200);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/portal/Appointments', headers: alex.headers })
    ).json();
    const medication = after.upcoming.filter(
      (a: { serviceName: string; status: string }) => a.serviceName === 'Medication Management',
    );
    expect(
      medication.map((a: { appointmentDate: string; status: string }) => [a.appointmentDate, a.status]),
    ).toEqual([
      ['2025-03-04T08:00:00', 'Show'],
      ['2025-03-13T09:00:00', 'Cancelled'],
    ]);
  });

  it('leaving while an offer is open passes it on; other patients’ entries are 404', async () => {
    const [byPhone] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.notes, 'booked by phone'));
    if (!byPhone) throw new Error('no phone booking');
    // Jordan was offered this slot already, so Sam (next in the queue) is offered it now.
    await staffCancel(byPhone.id);
    const samCode = lastOfferCode();
    expect((await offer(samCode)).json().status).toBe('offered');
    expect((await join(alex, familyTherapy())).statusCode).toBe(200);
    const samEntries = (
      await t.app.inject({ method: 'GET', url: '/api/portal/Waitlist', headers: sam.headers })
    ).json();
    const offered = samEntries.find((e: { status: string }) => e.status === 'offered');
    const leave = (who: SignedIn) =>
      t.app.inject({ method: 'DELETE', url: `/api/portal/Waitlist/${offered.id}`, headers: who.headers });
    // Alex shares Sam's login but is another patient.
    expect((await leave(alex)).statusCode).toBe(404);
    expect((await leave(sam)).statusCode).toBe(204);
    expect((await leave(sam)).statusCode).toBe(404);
    expect((await offer(samCode)).json().status).toBe('declined');
    const alexCode = lastOfferCode();
    expect(alexCode).not.toBe(samCode);
    expect((await offer(alexCode)).json().status).toBe('offered');
    expect((await offer('A'.repeat(43))).statusCode).toBe(404);
    expect((await offer('short')).statusCode).toBe(400);
  });
});
