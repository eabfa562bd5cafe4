import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appointmentRequests,
  appointments,
  auditLog,
  episodesOfCare,
  patients,
  portalLoginPatients,
  portalLogins,
} from '../../../db/schema';
import {
  type DemoClinic,
  medicationRequest,
  seedDemoClinic,
  verifyVisitorEmail,
  visitorInfo,
} from '../../../scheduling/schedulingTestKit';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type SignedIn, signInPortal, signInStaff } from '../../../testing/signIn';

describe('api/core/AppointmentRequests review', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  let staff: SignedIn;
  let alex: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
    staff = await signInStaff(t);
    alex = await signInPortal(t, clinic.demoLoginId, clinic.alexId);
  });
  afterAll(async () => {
    await t.close();
  });

  const create = async (payload: object, headers?: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      payload,
      ...(headers ? { headers } : {}),
    });
    expect(res.statusCode).toBe(200);
    return res.json().id as string;
  };
  const review = (id: string, action: 'Approve' | 'Decline', payload: object = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/core/AppointmentRequests/${id}/${action}`,
      headers: staff.headers,
      payload,
    });

  it('approving books the appointment, which the patient then sees in Appointments', async () => {
    const id = await create(medicationRequest(clinic, '2025-03-04T08:30'), alex.headers);
    const res = await review(id, 'Approve', { notes: 'First medication review.' });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ status: 'Approved', patientId: clinic.alexId, isNewPatient: false });
    expect(detail.appointmentId).toBeTruthy();
    expect(detail.patientName).toBe('Alex Rivera');

    const list = (
      await t.app.inject({ method: 'GET', url: '/api/portal/Appointments', headers: alex.headers })
    ).json();
    const booked = list.upcoming.find((a: { id: string }) => a.id === detail.appointmentId);
    expect(booked).toMatchObject({
      appointmentDate: '2025-03-04T08:30:00',
      appointmentEndDate: '2025-03-04T09:00:00',
      status: 'Show',
      clinicianName: 'David Okafor, MD',
    });
    expect(list.nextAppointment.id).toBe(detail.appointmentId);
    const mail = t.sentMail.at(-1);
    expect(mail?.to).toBe('demo@example.org');
    expect(mail?.subject).toBe('Your appointment is confirmed');
    expect(mail?.text).toContain('When: Tuesday, March 4, 2025, 8:30 AM EST (America/New_York)');
    expect(mail?.text).toContain('Where: Riverbend Downtown');
    expect(mail?.text).not.toContain('Medication');

    const again = await review(id, 'Approve');
    expect(again.statusCode).toBe(409);
    expect((await review(id, 'Decline', { reason: 'late' })).statusCode).toBe(409);
  });

  it('two parallel approvals of one request: one wins, the other is 409', async () => {
    const id = await create(medicationRequest(clinic, '2025-03-04T10:00'), alex.headers);
    const codes = (await Promise.all([review(id, 'Approve'), review(id, 'Approve')])).map(
      (r) => r.statusCode,
    );
    expect(codes.sort()).toEqual([200, 409]);
    const booked = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.appointmentDate, '2025-03-04 10:00:00'));
    expect(booked).toHaveLength(1);
  });

  it('two requests for one slot approved in parallel never double-book', async () => {
    const first = await create(medicationRequest(clinic, '2025-03-04T11:00'), alex.headers);
    // A second request for the same slot, as one made before hours changed could be.
    const [original] = await t.database.db
      .select()
      .from(appointmentRequests)
      .where(eq(appointmentRequests.id, first));
    if (!original) throw new Error('request not stored');
    const { id: _id, createdAt: _createdAt, ...copy } = original;
    const [second] = await t.database.db
      .insert(appointmentRequests)
      .values({ ...copy, patientId: clinic.jordanId, loginId: clinic.jordanLoginId })
      .returning();
    if (!second) throw new Error('copy not stored');
    const results = await Promise.all([review(first, 'Approve'), review(second.id, 'Approve')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = results.find((r) => r.statusCode === 409);
    expect(loser?.json().messages[0]).toMatch(/no longer free/);
    const booked = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.appointmentDate, '2025-03-04 11:00:00'));
    expect(booked).toHaveLength(1);
  });

  it("approving a visitor's request creates the patient, an episode of care and their portal login", async () => {
    const id = await create(medicationRequest(clinic, '2025-03-05T08:00', { patientInfo: visitorInfo }));
    const before = (
      await t.app.inject({
        method: 'GET',
        url: `/api/core/AppointmentRequests/${id}`,
        headers: staff.headers,
      })
    ).json();
    expect(before).toMatchObject({ isNewPatient: true, patientName: 'Casey Morgan', patientId: null });
    await verifyVisitorEmail(t, visitorInfo.email);
    const res = await review(id, 'Approve');
    expect(res.statusCode).toBe(200);
    const patientId = res.json().patientId;
    const [patient] = await t.database.db.select().from(patients).where(eq(patients.id, patientId));
    expect(patient).toMatchObject({ firstName: 'Casey', lastName: 'Morgan', dateOfBirth: '1992-06-15' });
    // Demo numbers go to 100845 and MRN-000845: the new ones follow, unique.
    expect(patient?.accountNumber).toBe('100846');
    expect(patient?.mrn).toBe('MRN-000846');
    const episodes = await t.database.db
      .select()
      .from(episodesOfCare)
      .where(eq(episodesOfCare.patientId, patientId));
    expect(episodes).toHaveLength(1);
    expect(episodes[0]?.number).toBe('EOC-1004');
    const [appointment] = await t.database.db
      .select()
      .from(appointments)
      .where(eq(appointments.patientId, patientId));
    expect(appointment?.episodeOfCareId).toBe(episodes[0]?.id);
    const [login] = await t.database.db
      .select()
      .from(portalLogins)
      .where(eq(portalLogins.email, visitorInfo.email));
    const links = await t.database.db
      .select()
      .from(portalLoginPatients)
      .where(eq(portalLoginPatients.patientId, patientId));
    expect(links.map((l) => l.loginId)).toEqual([login?.id]);
    expect(t.sentMail.at(-1)?.to).toBe(visitorInfo.email);
  });

  it('declines with a reason, freeing the slot, and tells the requester', async () => {
    const id = await create(medicationRequest(clinic, '2025-03-05T09:00'), alex.headers);
    expect((await review(id, 'Decline', {})).statusCode).toBe(400);
    const res = await review(id, 'Decline', { reason: 'Dr Okafor is away that morning.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'Declined',
      declineReason: 'Dr Okafor is away that morning.',
    });
    expect(t.sentMail.at(-1)?.subject).toBe('About your appointment request');
    expect(t.sentMail.at(-1)?.text).toContain('(614) 555-0100');
    const portal = await t.app.inject({
      method: 'GET',
      url: `/api/portal/AppointmentRequests/${id}`,
      headers: alex.headers,
    });
    expect(portal.json().status).toBe('Declined');
  });

  it('lists requests newest first, by status, paged', async () => {
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/core/AppointmentRequests?pageSize=2',
      headers: staff.headers,
    });
    expect(all.statusCode).toBe(200);
    expect(all.json().items).toHaveLength(2);
    expect(all.json().total).toBeGreaterThanOrEqual(6);
    const declined = await t.app.inject({
      method: 'GET',
      url: '/api/core/AppointmentRequests?status=Declined',
      headers: staff.headers,
    });
    expect(declined.json().items.every((r: { status: string }) => r.status === 'Declined')).toBe(true);
    const created = all.json().items.map((r: { createdAt: string }) => Date.parse(r.createdAt));
    expect(created[0]).toBeGreaterThanOrEqual(created[1]);
    // Who asked is named in the list itself: a patient by their record, a visitor by what they typed.
    const named = await t.app.inject({
      method: 'GET',
      url: '/api/core/AppointmentRequests?pageSize=100',
      headers: staff.headers,
    });
    const items: { patientId: string | null; patientName: string; isNewPatient: boolean }[] =
      named.json().items;
    expect(items.find((r) => r.patientId === clinic.alexId)).toMatchObject({
      patientName: 'Alex Rivera',
      isNewPatient: false,
    });
    expect(items.find((r) => r.patientName === 'Casey Morgan')).toBeDefined();
    // The queue names patients: the read is audited once per patient it showed.
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'AppointmentRequest'), eq(auditLog.patientId, clinic.alexId)));
    expect(audited.some((row) => row.action === 'read' && row.actorType === 'staff')).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/core/AppointmentRequests?status=Nope',
          headers: staff.headers,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('answers 404 for unknown ids and 401 without a staff session', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await review(unknown, 'Approve')).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/core/AppointmentRequests/${unknown}`,
          headers: staff.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url: `/api/core/Appointments/${unknown}/Cancel`,
          headers: staff.headers,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/core/AppointmentRequests', headers: alex.headers }))
        .statusCode,
    ).toBe(401);
  });

  it('staff cancel a scheduled appointment once', async () => {
    const sam = await signInPortal(t, clinic.demoLoginId, clinic.samId);
    const list = (
      await t.app.inject({ method: 'GET', url: '/api/portal/Appointments', headers: sam.headers })
    ).json();
    const upcoming = list.upcoming[0];
    const cancel = () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/core/Appointments/${upcoming.id}/Cancel`,
        headers: staff.headers,
        payload: { reason: 'Clinician ill' },
      });
    const res = await cancel();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: upcoming.id, status: 'Cancelled' });
    const [row] = await t.database.db.select().from(appointments).where(eq(appointments.id, upcoming.id));
    expect(row?.notes).toContain('Cancelled: Clinician ill');
    expect((await cancel()).statusCode).toBe(409);
  });
});
