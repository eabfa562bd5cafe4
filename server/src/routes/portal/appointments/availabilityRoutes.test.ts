import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  type DemoClinic,
  pinClock,
  seedDemoClinic,
  setRequestSettings,
} from '../../../scheduling/schedulingTestKit';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { signInPortal } from '../../../testing/signIn';

// Pinned: Monday 2025-03-03, 07:00 at Downtown. Dr Okafor works there 08:00-12:00 on weekdays;
// Alex has Medication Management with him on Thursday 2025-03-13 09:00-09:30.
describe('appointment wizard look-ups', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
  });
  afterEach(async () => {
    pinClock();
    await setRequestSettings(t, { appointmentRequestEnable: true, appointmentRequestNewPatientEnable: true });
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/portal/AppointmentRequests/${url}`, payload, headers });
  const medication = () => ({
    serviceId: clinic.serviceId('Medication Management'),
    locationId: clinic.downtownId,
    clinicianId: clinic.clinicianId('Okafor'),
  });

  it('Hours: 30-minute starts in the weekly hours, minus the booked visit', async () => {
    const res = await post('Hours', { ...medication(), date: '2025-03-13' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      date: '2025-03-13',
      hours: [
        '08:00',
        '08:15',
        '08:30',
        '09:30',
        '09:45',
        '10:00',
        '10:15',
        '10:30',
        '10:45',
        '11:00',
        '11:15',
        '11:30',
      ],
    });
  });

  it("Hours: never a start in the past of the location's clock", async () => {
    pinClock(new Date('2025-03-03T15:10:00Z')); // 10:10 at Downtown
    const res = await post('Hours', { ...medication(), date: '2025-03-03' });
    expect(res.json().hours).toEqual(['10:15', '10:30', '10:45', '11:00', '11:15', '11:30']);
    expect((await post('Hours', { ...medication(), date: '2025-03-02' })).json().hours).toEqual([]);
  });

  it('Hours for any clinician joins everyone offering the service there', async () => {
    const res = await post('Hours', {
      serviceId: clinic.serviceId('Individual Therapy'),
      locationId: clinic.downtownId,
      date: '2025-03-04',
    });
    const hours: string[] = res.json().hours;
    // Dr Chen 09:00-17:00 and Luis Romero 12:00-20:00; a 50-minute session.
    expect(hours[0]).toBe('09:00');
    expect(hours.at(-1)).toBe('19:00');
    expect(hours).not.toContain('19:15');
  });

  it('Dates: weekdays with a free slot, in the location calendar', async () => {
    const res = await post('Dates', { ...medication(), from: '2025-03-03', days: 7 });
    expect(res.statusCode).toBe(200);
    expect(res.json().dates).toEqual(['2025-03-03', '2025-03-04', '2025-03-05', '2025-03-06', '2025-03-07']);
    const fromToday = (await post('Dates', { ...medication(), days: 3 })).json().dates;
    expect(fromToday).toEqual(['2025-03-03', '2025-03-04', '2025-03-05']);
  });

  it('Clinicians: who offers the service at the location, with weekly hours there', async () => {
    const res = await post('Clinicians', {
      serviceId: clinic.serviceId('Initial Assessment'),
      locationId: clinic.downtownId,
    });
    expect(res.statusCode).toBe(200);
    const list = res.json().clinicians;
    expect(list.map((c: { name: string }) => c.name)).toEqual(['Maya Chen, LCSW', 'David Okafor, MD']);
    expect(list[1].weeklyHours).toHaveLength(5);
    expect(list[1].weeklyHours[0]).toEqual({ weekday: 1, startTime: '08:00', endTime: '12:00' });
    const pacific = await post('Clinicians', {
      serviceId: clinic.serviceId('Medication Management'),
      locationId: clinic.pacificId,
    });
    expect(pacific.json().clinicians[0].weeklyHours[0]).toMatchObject({
      startTime: '13:00',
      endTime: '17:00',
    });
    const saturday = await post('Clinicians', {
      serviceId: clinic.serviceId('Initial Assessment'),
      locationId: clinic.downtownId,
      date: '2025-03-08',
    });
    expect(saturday.json().clinicians).toEqual([]);
  });

  it('refuses a service the location does not offer, and a clinician who does not offer it', async () => {
    const family = await post('Hours', {
      serviceId: clinic.serviceId('Family Therapy'),
      locationId: clinic.pacificId,
      date: '2025-03-04',
    });
    expect(family.statusCode).toBe(400);
    expect(family.json().messages).toEqual(['The chosen service is not offered at this location.']);
    const romero = await post('Hours', {
      ...medication(),
      clinicianId: clinic.clinicianId('Romero'),
      date: '2025-03-04',
    });
    expect(romero.statusCode).toBe(400);
    expect((await post('Hours', { ...medication(), date: '2025-02-30' })).statusCode).toBe(400);
    expect((await post('Dates', { ...medication(), days: 1000 })).statusCode).toBe(400);
  });

  it('GetAnyAvailableLocation and GetAnyAvailablePlaceOfService', async () => {
    const location = await t.app.inject({
      method: 'GET',
      url: `/api/portal/AppointmentRequests/GetAnyAvailableLocation?serviceId=${clinic.serviceId('Family Therapy')}`,
    });
    expect(location.statusCode).toBe(200);
    expect(location.json().location).toMatchObject({ id: clinic.downtownId, name: 'Riverbend Downtown' });
    const place = await t.app.inject({
      method: 'GET',
      url: `/api/portal/AppointmentRequests/GetAnyAvailablePlaceOfService?locationId=${clinic.pacificId}&serviceId=${clinic.serviceId('Initial Assessment')}`,
    });
    expect(place.json().placeOfService).toMatchObject({ name: 'Office', code: '11' });
  });

  it('is open to visitors only while settings allow new-patient requests', async () => {
    const body = { ...medication(), date: '2025-03-04' };
    expect((await post('Hours', body)).statusCode).toBe(200);
    await setRequestSettings(t, {
      appointmentRequestEnable: true,
      appointmentRequestNewPatientEnable: false,
    });
    const anonymous = await post('Hours', body);
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json().messages[0]).toMatch(/new patients/);
    const { headers } = await signInPortal(t, clinic.demoLoginId, clinic.alexId);
    expect((await post('Hours', body, headers)).statusCode).toBe(200);
    await setRequestSettings(t, {
      appointmentRequestEnable: false,
      appointmentRequestNewPatientEnable: true,
    });
    expect((await post('Hours', body, headers)).statusCode).toBe(403);
  });
});
