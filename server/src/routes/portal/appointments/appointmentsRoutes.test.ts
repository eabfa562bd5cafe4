import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments, episodesOfCare } from '../../../db/schema';
import { type DemoClinic, seedDemoClinic } from '../../../scheduling/schedulingTestKit';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { signInPortal } from '../../../testing/signIn';

describe('GET api/portal/Appointments', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
    // Jordan is at Pacific (UTC-8): the pinned 12:00 UTC is 04:00 there.
    const [episode] = await t.database.db
      .select()
      .from(episodesOfCare)
      .where(eq(episodesOfCare.patientId, clinic.jordanId));
    const base = {
      patientId: clinic.jordanId,
      episodeOfCareId: episode?.id ?? null,
      locationId: clinic.pacificId,
      clinicianId: clinic.clinicianId('Natarajan'),
      serviceId: clinic.serviceId('Individual Therapy'),
    };
    await t.database.db.insert(appointments).values([
      // Ended at 03:30 there: past. (With Dr Chen: one clinician's appointments never overlap.)
      {
        ...base,
        clinicianId: clinic.clinicianId('Chen'),
        appointmentDate: '2025-03-03 02:40:00',
        appointmentEndDate: '2025-03-03 03:30:00',
        notes: 'ended',
      },
      // Ends 05:00 there: still upcoming, although 05:00 is before 12:00 UTC.
      {
        ...base,
        appointmentDate: '2025-03-03 03:00:00',
        appointmentEndDate: '2025-03-03 05:00:00',
        notes: 'running',
      },
      // The end is before the start: it ends the next day, so it is upcoming.
      {
        ...base,
        appointmentDate: '2025-03-03 02:00:00',
        appointmentEndDate: '2025-03-03 00:30:00',
        status: 'Cancelled',
        notes: 'overnight',
      },
    ]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('splits by the location clock: upcoming soonest first, past newest first, next = first upcoming Show', async () => {
    const { headers } = await signInPortal(t, clinic.jordanLoginId, clinic.jordanId);
    const res = await t.app.inject({ method: 'GET', url: '/api/portal/Appointments', headers });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.serverNowUtc).toBe('2025-03-03T12:00:00.000Z');
    const starts = (list: Array<{ appointmentDate: string }>) => list.map((a) => a.appointmentDate);
    expect(starts(body.upcoming)).toEqual([
      '2025-03-03T02:00:00',
      '2025-03-03T03:00:00',
      '2025-03-05T11:00:00',
      '2025-03-12T14:00:00',
    ]);
    expect(body.upcoming.every((a: { isUpcoming: boolean }) => a.isUpcoming)).toBe(true);
    expect(starts(body.past)[0]).toBe('2025-03-03T02:40:00');
    expect(body.past).toHaveLength(3);
    expect(body.past.every((a: { isUpcoming: boolean }) => !a.isUpcoming)).toBe(true);
    // The overnight one is cancelled, so the next appointment is the one running now.
    expect(body.nextAppointment.appointmentDate).toBe('2025-03-03T03:00:00');
    expect(body.nextAppointment).toMatchObject({
      locationName: 'Riverbend Pacific',
      clinicianName: 'Priya Natarajan, PsyD',
      serviceName: 'Individual Therapy',
      status: 'Show',
    });
  });

  it("shows only the signed-in patient's appointments", async () => {
    const { headers } = await signInPortal(t, clinic.demoLoginId, clinic.samId);
    const body = (await t.app.inject({ method: 'GET', url: '/api/portal/Appointments', headers })).json();
    const all = [...body.upcoming, ...body.past];
    expect(all).toHaveLength(4);
    expect(all.every((a: { patientId: string }) => a.patientId === clinic.samId)).toBe(true);
    expect(body.upcoming.map((a: { placeOfServiceName: string }) => a.placeOfServiceName)).toEqual([
      'Office',
      'Telehealth',
    ]);
  });

  it('documents the appointment, request, waitlist and live routes in OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/portal/Appointments',
      '/api/portal/AppointmentRequests',
      '/api/portal/AppointmentRequests/cancel/{id}',
      '/api/portal/AppointmentRequests/Hours',
      '/api/portal/SendAppointmentUpdateSignalToMainApp/{requestId}/{patientId}',
      '/api/portal/Waitlist/Offer/{code}/Accept',
      '/api/portal/Live',
      '/api/core/AppointmentRequests/{id}/Approve',
      '/api/core/Appointments/{id}/Cancel',
      '/api/core/Live/Ticket',
    ]) {
      expect(paths).toContain(path);
    }
    expect(Object.keys(res.json().components.schemas)).toEqual(
      expect.arrayContaining(['Appointment', 'AppointmentRequest', 'WaitlistOffer', 'LiveTicket']),
    );
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/portal/Appointments' })).statusCode).toBe(401);
  });
});
