import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../../db/schema';
import { type DemoClinic, seedDemoClinic } from '../../../scheduling/schedulingTestKit';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type SignedIn, signInPortal, signInStaff } from '../../../testing/signIn';

describe('api/core/Schedule', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  let staff: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
    staff = await signInStaff(t);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: staff.headers, ...(payload ? { payload } : {}) });
  // Dr Okafor works 08:00-12:00 at Downtown on weekdays; 2025-03-18 is a Tuesday.
  const booking = (start: string, extra: object = {}) => ({
    patientId: clinic.alexId,
    serviceId: clinic.serviceId('Medication Management'),
    locationId: clinic.downtownId,
    clinicianId: clinic.clinicianId('Okafor'),
    placeOfServiceId: clinic.officeAt(clinic.downtownId),
    start,
    ...extra,
  });
  const book = async (start: string, extra: object = {}) => {
    const res = await call('POST', '/api/core/Schedule/Appointments', booking(start, extra));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as string;
  };
  const day = async (query = '') =>
    (await call('GET', `/api/core/Schedule?from=2025-03-18&to=2025-03-18${query}`)).json()
      .appointments as Array<{
      id: string;
      status: string;
      appointmentDate: string;
      patientName: string;
    }>;

  it('books a patient, lists them on the day and mails the confirmation with an .ics file', async () => {
    const mailsBefore = t.sentMail.length;
    const id = await book('2025-03-18T09:00');
    const listed = (await day()).find((a) => a.id === id);
    expect(listed).toMatchObject({
      status: 'Show',
      appointmentDate: '2025-03-18T09:00:00',
      patientName: 'Alex Rivera',
    });
    const mails = t.sentMail.slice(mailsBefore);
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]?.subject).toBe('Your appointment is confirmed');
    expect(mails[0]?.attachments?.[0]?.content).toContain('METHOD:REQUEST');
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'create'), eq(auditLog.resource, 'Appointment')));
    expect(audits.some((row) => row.patientId === clinic.alexId)).toBe(true);
  });

  it('refuses a double booking and a time outside the clinician hours with codes the apps word', async () => {
    await book('2025-03-18T10:00');
    const taken = await call(
      'POST',
      '/api/core/Schedule/Appointments',
      booking('2025-03-18T10:15', { patientId: clinic.jordanId }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'clinicianDoubleBooked' });
    const late = await call('POST', '/api/core/Schedule/Appointments', booking('2025-03-18T12:00'));
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('outsideClinicianHours');
    const passed = await call('POST', '/api/core/Schedule/Appointments', booking('2025-03-03T06:30'));
    expect(passed.json().code).toBe('slotPassed');
  });

  it('answers 404 for an unknown patient and 400 for a bad time', async () => {
    const unknown = await call(
      'POST',
      '/api/core/Schedule/Appointments',
      booking('2025-03-18T11:00', { patientId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await call('POST', '/api/core/Schedule/Appointments', booking('2025-03-18 25:00'));
    expect(bad.statusCode).toBe(400);
  });

  it('moves an appointment with the same checks, and mails the new time', async () => {
    const id = await book('2025-03-18T08:00');
    const onTaken = await call('PATCH', `/api/core/Schedule/Appointments/${id}/Move`, {
      start: '2025-03-18T09:15',
    });
    expect(onTaken.json().code).toBe('clinicianDoubleBooked');
    // Its own time does not stand in its way.
    const mailsBefore = t.sentMail.length;
    const moved = await call('PATCH', `/api/core/Schedule/Appointments/${id}/Move`, {
      start: '2025-03-18T08:15',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      appointmentDate: '2025-03-18T08:15:00',
      appointmentEndDate: '2025-03-18T08:45:00',
    });
    expect(t.sentMail.slice(mailsBefore).map((m) => m.subject)).toContain('Your appointment was moved');
  });

  it('checks in, marks a no-show and cancels with a reason; each only from expected', async () => {
    const checkIn = await book('2025-03-18T11:00');
    const res = await call('PATCH', `/api/core/Schedule/Appointments/${checkIn}/Status`, {
      status: 'CheckedIn',
    });
    expect(res.json().status).toBe('CheckedIn');
    const again = await call('PATCH', `/api/core/Schedule/Appointments/${checkIn}/Status`, {
      status: 'NoShow',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('appointmentNotExpected');

    const noShow = await book('2025-03-18T11:30');
    await call('PATCH', `/api/core/Schedule/Appointments/${noShow}/Status`, { status: 'NoShow' });
    const cancelled = await call('PATCH', `/api/core/Appointments/${noShow}/Cancel`, { reason: 'late' });
    expect(cancelled.json().code).toBe('notCancellable');

    const toCancel = await book('2025-03-18T10:30');
    const mailsBefore = t.sentMail.length;
    const done = await call('PATCH', `/api/core/Appointments/${toCancel}/Cancel`, {
      reason: 'Clinician ill',
    });
    expect(done.json().status).toBe('Cancelled');
    expect(t.sentMail.slice(mailsBefore)[0]?.attachments?.[0]?.content).toContain('METHOD:CANCEL');

    expect(new Set((await day('&status=NoShow')).map((a) => a.id))).toEqual(new Set([noShow]));
    expect((await day('&status=CheckedIn')).map((a) => a.id)).toEqual([checkIn]);
  });

  it('filters by clinician and location, and refuses a reversed or too long range', async () => {
    const okaforHere = await day(
      `&clinicianId=${clinic.clinicianId('Okafor')}&locationId=${clinic.downtownId}`,
    );
    expect(okaforHere.length).toBeGreaterThan(0);
    expect(await day(`&clinicianId=${clinic.clinicianId('Chen')}`)).toEqual([]);
    const okafor = await day(`&clinicianId=${clinic.clinicianId('Okafor')}&locationId=${clinic.pacificId}`);
    expect(okafor).toEqual([]);
    const reversed = await call('GET', '/api/core/Schedule?from=2025-03-18&to=2025-03-17');
    expect(reversed.statusCode).toBe(400);
    const long = await call('GET', '/api/core/Schedule?from=2025-01-01&to=2025-06-01');
    expect(long.statusCode).toBe(400);
  });

  it('is for staff only', async () => {
    const alex = await signInPortal(t, clinic.demoLoginId, clinic.alexId);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/core/Schedule?from=2025-03-18&to=2025-03-18',
      headers: alex.headers,
    });
    expect(res.statusCode).toBe(401);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/core/Schedule/Appointments',
      payload: booking('2025-03-18T09:30'),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
