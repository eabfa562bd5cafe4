import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRequestCodes, appointments } from '../../../db/schema';
import { type LiveEvent, liveBusOf, staffChannel } from '../../../live/liveBus';
import { hashSignInCode } from '../../../portalAuth/signInCode';
import { cancelRequestPath } from '../../../scheduling/cancellation/requestCancelLink';
import {
  type DemoClinic,
  mailedCode,
  medicationRequest,
  pinClock,
  seedDemoClinic,
  verifyVisitorEmail,
  visitorInfo,
} from '../../../scheduling/schedulingTestKit';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type SignedIn, signInPortal, signInStaff } from '../../../testing/signIn';

// Pinned Monday 2025-03-03 07:00 at Downtown. Sam: Family Therapy with Luis Romero, Fri 2025-03-07
// and 2025-03-21 16:00-17:00; Alex: Medication Management with Dr Okafor, 2025-03-13 09:00.
describe('patients cancel and reschedule appointments', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  let staff: SignedIn;
  let techStaff: SignedIn;
  let alex: SignedIn;
  let sam: SignedIn;
  let jordan: SignedIn;
  const staffEvents: LiveEvent[] = [];
  let cancelledFriday = '';
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
    staff = await signInStaff(t);
    techStaff = await signInStaff(t, { email: 'tech@example.org', roles: ['staff', 'techStaff'] });
    alex = await signInPortal(t, clinic.demoLoginId, clinic.alexId);
    sam = await signInPortal(t, clinic.demoLoginId, clinic.samId);
    jordan = await signInPortal(t, clinic.jordanLoginId, clinic.jordanId);
    liveBusOf(t.app.deps).subscribe(staffChannel, (event) => staffEvents.push(event));
  });
  afterAll(async () => {
    pinClock();
    await t.close();
  });

  const upcomingOf = async (who: SignedIn, date: string) => {
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/portal/Appointments', headers: who.headers })
    ).json();
    const found = list.upcoming.find((a: { appointmentDate: string }) => a.appointmentDate.startsWith(date));
    if (!found) throw new Error(`nothing upcoming on ${date}`);
    return found.id as string;
  };
  const cancel = (who: SignedIn, id: string, payload: object = { reason: 'scheduleConflict' }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/portal/Appointments/${id}/Cancel`,
      headers: who.headers,
      payload,
    });
  const statusOf = async (id: string) => {
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, id));
    return row;
  };
  const setNotice = (hours: number) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/core/OrganizationSettings',
      headers: techStaff.headers,
      payload: { appointmentCancelNoticeHours: hours },
    });

  it('cancels with a reason, tells staff live and offers the slot to a waitlisted patient whose times fit', async () => {
    const familyTherapy = { serviceId: clinic.serviceId('Family Therapy'), locationId: clinic.downtownId };
    // Jordan waits longer but only for mornings; Alex for Friday afternoons.
    const jordanJoin = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Waitlist',
      headers: jordan.headers,
      payload: { ...familyTherapy, partsOfDay: ['morning'] },
    });
    expect(jordanJoin.statusCode).toBe(200);
    const alexJoin = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/Waitlist',
      headers: alex.headers,
      payload: { ...familyTherapy, daysOfWeek: [5, 5], partsOfDay: ['afternoon'] },
    });
    expect(alexJoin.json()).toMatchObject({ daysOfWeek: [5], partsOfDay: ['afternoon'] });

    const friday = await upcomingOf(sam, '2025-03-07');
    const mailsBefore = t.sentMail.length;
    cancelledFriday = friday;
    const res = await cancel(sam, friday, { reason: 'other', details: 'Moving away' });
    expect(res.statusCode).toBe(204);
    const row = await statusOf(friday);
    expect(row?.status).toBe('Cancelled');
    expect(row?.notes).toContain('Cancelled by the patient (other): Moving away');
    expect(staffEvents.at(-1)).toEqual({
      name: 'appointment',
      data: { appointmentId: friday, status: 'Cancelled', change: 'cancelled' },
    });
    // The cancellation's own mail (with its calendar file), then the offer.
    expect(t.sentMail).toHaveLength(mailsBefore + 2);
    expect(t.sentMail.at(-2)?.subject).toBe('Your appointment was cancelled');
    expect(t.sentMail.at(-1)?.to).toBe('demo@example.org');
    expect(t.sentMail.at(-1)?.subject).toBe('An earlier appointment is available');
  });

  it('refuses with a code: already cancelled, another patient’s (404), inside the notice, no reason', async () => {
    const again = await cancel(sam, cancelledFriday);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'alreadyCancelled' });

    const later = await upcomingOf(sam, '2025-03-21');
    const notYours = await cancel(jordan, later);
    expect(notYours.statusCode).toBe(404);
    expect(notYours.json()).toMatchObject({ code: 'notFound' });
    expect((await cancel(jordan, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await cancel(sam, later, {})).statusCode).toBe(400);
    expect((await cancel(sam, later, { reason: 'other' })).statusCode).toBe(400);

    // 18 days' notice wanted; the 21st is 18 days and 9 hours away... but 19 days are not.
    expect((await setNotice(19 * 24)).json()).toMatchObject({ appointmentCancelNoticeHours: 456 });
    const tooLate = await cancel(sam, later);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toEqual({
      messages: ['This appointment starts too soon to cancel online. Please call the clinic to cancel it.'],
      code: 'cancelTooLate',
      params: { hours: 456 },
    });
    expect((await statusOf(later))?.status).toBe('Show');
    const portalSettings = await t.app.inject({ method: 'GET', url: '/api/portal/SystemSettings' });
    expect(portalSettings.json().appointmentCancelNoticeHours).toBe(456);
    expect((await setNotice(24)).statusCode).toBe(200);
    expect((await setNotice(-1)).statusCode).toBe(400);
  });

  it('a reschedule request names the appointment it moves; approving it cancels that one', async () => {
    const current = await upcomingOf(alex, '2025-03-13');
    const body = medicationRequest(clinic, '2025-03-11T09:00', { rescheduleOfAppointmentId: current });
    const someoneElse = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      headers: jordan.headers,
      payload: body,
    });
    expect(someoneElse.statusCode).toBe(404);
    const made = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      headers: alex.headers,
      payload: body,
    });
    expect(made.statusCode).toBe(200);
    expect(made.json().rescheduleOfAppointmentId).toBe(current);
    expect((await statusOf(current))?.status).toBe('Show');
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/AppointmentRequests/${made.json().id}/Approve`,
      headers: staff.headers,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    const old = await statusOf(current);
    expect(old?.status).toBe('Cancelled');
    expect(old?.notes).toContain('rescheduled by the patient');
    expect(await upcomingOf(alex, '2025-03-11')).toBeDefined();
  });

  it("a visitor's request mail carries a single-use cancel link, stored only as its hash", async () => {
    const email = 'cancel.visitor@example.org';
    const made = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      payload: medicationRequest(clinic, '2025-03-12T10:00', { patientInfo: { ...visitorInfo, email } }),
    });
    expect(made.statusCode).toBe(200);
    const code = mailedCode(t, email, cancelRequestPath);
    const [stored] = await t.database.db
      .select()
      .from(appointmentRequestCodes)
      .where(eq(appointmentRequestCodes.codeHash, hashSignInCode(code)));
    expect(stored?.purpose).toBe('cancelRequest');
    expect(JSON.stringify(await t.database.db.select().from(appointmentRequestCodes))).not.toContain(code);

    const byCode = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/portal/AppointmentRequests/CancelByCode', payload });
    const done = await byCode({ code, reason: 'feelingBetter' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ cancelled: 'request' });
    expect(staffEvents.at(-1)).toMatchObject({
      name: 'appointment-request',
      data: { requestId: made.json().id, status: 'Cancelled' },
    });
    const reused = await byCode({ code, reason: 'feelingBetter' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().code).toBe('cancelLinkUnusable');
    expect((await byCode({ code: 'x', reason: 'cost' })).statusCode).toBe(400);
  });

  it('once approved, the link cancels the appointment the request became (notice applies)', async () => {
    const email = 'approved.visitor@example.org';
    const made = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      payload: medicationRequest(clinic, '2025-03-14T10:00', { patientInfo: { ...visitorInfo, email } }),
    });
    await verifyVisitorEmail(t, email);
    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/AppointmentRequests/${made.json().id}/Approve`,
      headers: staff.headers,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    const code = mailedCode(t, email, cancelRequestPath);
    const byCode = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/portal/AppointmentRequests/CancelByCode',
        payload: { code, reason: 'transportation' },
      });
    expect((await setNotice(24 * 30)).json()).toMatchObject({ appointmentCancelNoticeHours: 720 });
    const tooLate = await byCode();
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json().code).toBe('cancelTooLate');
    await setNotice(24);
    const done = await byCode();
    expect(done.json()).toEqual({ cancelled: 'appointment' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/core/AppointmentRequests?status=Approved',
      headers: staff.headers,
    });
    const item = list.json().items.find((r: { id: string }) => r.id === made.json().id);
    expect(item.appointmentStatus).toBe('Cancelled');
  });
});
