import { loadFormContent } from '@clinic/forms-core';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, forms, formVersions, patientRequestDocuments } from '../../../db/schema';
import { assessmentResults } from '../../../db/seed/demo/assessmentResults';
import {
  type DemoClinic,
  medicationRequest,
  seedDemoClinic,
  setRequestSettings,
  visitorInfo,
} from '../../../scheduling/schedulingTestKit';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type SignedIn, signInPortal, signInStaff } from '../../../testing/signIn';

describe('api/portal/AppointmentRequests', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  let alex: SignedIn;
  let jordan: SignedIn;
  let sam: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
    alex = await signInPortal(t, clinic.demoLoginId, clinic.alexId);
    sam = await signInPortal(t, clinic.demoLoginId, clinic.samId);
    jordan = await signInPortal(t, clinic.jordanLoginId, clinic.jordanId);
  });
  afterEach(async () => {
    await setRequestSettings(t, { appointmentRequestEnable: true, appointmentRequestNewPatientEnable: true });
  });
  afterAll(async () => {
    await t.close();
  });

  // Each anonymous call from its own address, so the per-address limit stays out of the way.
  let visitorAddress = 0;
  const create = (payload: object, headers?: Record<string, string>) => {
    visitorAddress += 1;
    return t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      payload,
      ...(headers ? { headers } : { remoteAddress: `10.0.0.${visitorAddress}` }),
    });
  };
  const get = (url: string, who: SignedIn) =>
    t.app.inject({ method: 'GET', url: `/api/portal/AppointmentRequests/${url}`, headers: who.headers });
  const hoursOn = async (date: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/portal/AppointmentRequests/Hours',
        payload: {
          serviceId: clinic.serviceId('Medication Management'),
          locationId: clinic.downtownId,
          clinicianId: clinic.clinicianId('Okafor'),
          date,
        },
      })
    ).json().hours as string[];

  it('creates an unconfirmed request for the signed-in patient that holds its slot', async () => {
    const res = await create(medicationRequest(clinic, '2025-03-04T08:00'), alex.headers);
    expect(res.statusCode).toBe(200);
    const request = res.json();
    expect(request).toMatchObject({
      status: 'Unconfirmed',
      patientId: clinic.alexId,
      requestedStart: '2025-03-04T08:00:00',
      requestedEnd: '2025-03-04T08:30:00',
      clinicianName: 'David Okafor, MD',
      serviceName: 'Medication Management',
      locationName: 'Riverbend Downtown',
      placeOfServiceName: 'Office',
    });
    expect(await hoursOn('2025-03-04')).not.toContain('08:00');
    const taken = await create(medicationRequest(clinic, '2025-03-04T08:15'), jordan.headers);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      messages: ['The chosen time is not available. Please choose another date or time.'],
      code: 'slotTaken',
    });
    expect((await get(request.id, alex)).json().id).toBe(request.id);
    const mine = await t.app.inject({
      method: 'GET',
      url: '/api/portal/AppointmentRequests',
      headers: alex.headers,
    });
    expect(mine.json().map((r: { id: string }) => r.id)).toContain(request.id);
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'AppointmentRequest'), eq(auditLog.action, 'create')));
    expect(audit.some((row) => row.resourceId === request.id && row.patientId === clinic.alexId)).toBe(true);
  });

  it('cancels an unconfirmed request, freeing the slot; a second cancel is refused', async () => {
    const { id } = (await create(medicationRequest(clinic, '2025-03-05T10:00'), alex.headers)).json();
    expect(await hoursOn('2025-03-05')).not.toContain('10:00');
    const res = await get(`cancel/${id}`, alex);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'Cancelled' });
    expect(res.json().cancelledAt).not.toBeNull();
    expect(await hoursOn('2025-03-05')).toContain('10:00');
    const again = await get(`cancel/${id}`, alex);
    expect(again.statusCode).toBe(400);
    expect(again.json().messages).toEqual(["Can't cancel this appointment request!"]);
  });

  it('refuses to cancel an approved request with the exact message', async () => {
    const { id } = (await create(medicationRequest(clinic, '2025-03-05T11:00'), alex.headers)).json();
    const staff = await signInStaff(t);
    const approve = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/AppointmentRequests/${id}/Approve`,
      headers: staff.headers,
      payload: {},
    });
    expect(approve.statusCode).toBe(200);
    const res = await get(`cancel/${id}`, alex);
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([
      'This appointment request has already been approved. To cancel it, please visit the Appointments section!',
    ]);
  });

  it("answers 404 for another patient's request, also on the same login", async () => {
    const { id } = (await create(medicationRequest(clinic, '2025-03-06T08:00'), alex.headers)).json();
    for (const who of [jordan, sam]) {
      expect((await get(id, who)).statusCode).toBe(404);
      expect((await get(`cancel/${id}`, who)).statusCode).toBe(404);
      const signal = await t.app.inject({
        method: 'POST',
        url: `/api/portal/SendAppointmentUpdateSignalToMainApp/${id}/${clinic.alexId}`,
        headers: who.headers,
      });
      expect(signal.statusCode).toBe(404);
    }
    expect((await get(id, alex)).json().status).toBe('Unconfirmed');
    expect((await get('00000000-0000-4000-8000-000000000000', alex)).statusCode).toBe(404);
    expect((await get('not-a-uuid', alex)).statusCode).toBe(400);
  });

  it('refuses times in the past, outside the hours, and unknown or mismatched choices', async () => {
    const past = await create(medicationRequest(clinic, '2025-03-03T06:30'), alex.headers);
    expect(past.statusCode).toBe(400);
    expect(past.json().messages).toEqual(['The chosen time has passed. Please choose another date or time.']);
    expect((await create(medicationRequest(clinic, '2025-03-04T13:00'), alex.headers)).statusCode).toBe(409);
    expect((await create(medicationRequest(clinic, '2025-03-08T09:00'), alex.headers)).statusCode).toBe(409);
    const wrongPlace = medicationRequest(clinic, '2025-03-04T09:00', {
      placeOfServiceId: clinic.officeAt(clinic.pacificId),
    });
    expect((await create(wrongPlace, alex.headers)).json().messages).toEqual([
      'The chosen place of service is not available at this location.',
    ]);
    const badStart = await create(medicationRequest(clinic, '2025-03-04 09:00'), alex.headers);
    expect(badStart.statusCode).toBe(400);
  });

  it('never takes card numbers, and needs insurance details for insurance', async () => {
    const card = medicationRequest(clinic, '2025-03-04T09:00', {
      paymentInfo: { method: 'self-pay', cardNumber: '4242424242424242' } as never,
    });
    expect((await create(card, alex.headers)).statusCode).toBe(400);
    const inNotes = medicationRequest(clinic, '2025-03-04T09:00', {
      paymentInfo: { method: 'self-pay', notes: 'card 4242 4242 4242 4242' },
    });
    expect((await create(inNotes, alex.headers)).json().messages.join()).toMatch(/card numbers/);
    const insurance = medicationRequest(clinic, '2025-03-04T09:00', { paymentInfo: { method: 'insurance' } });
    const res = await create(insurance, alex.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.insurance).toEqual(['Enter your insurance details.']);
    const withInsurance = medicationRequest(clinic, '2025-03-04T09:00', {
      paymentInfo: { method: 'insurance' },
      insurance: { memberId: 'W123456789', groupNumber: 'G-77' },
    });
    const ok = await create(withInsurance, alex.headers);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().insurance).toEqual({ memberId: 'W123456789', groupNumber: 'G-77' });
  });

  it('validates intake forms as e-forms and stores them with the request', async () => {
    const [phq9] = await t.database.db
      .select({ formId: forms.id, content: formVersions.content })
      .from(forms)
      .innerJoin(formVersions, eq(formVersions.id, forms.currentVersionId))
      .where(eq(forms.name, 'PHQ-9 Depression Screening'));
    const [consent] = await t.database.db
      .select({ formId: forms.id })
      .from(forms)
      .where(eq(forms.name, 'Consent for Treatment'));
    if (!phq9 || !consent) throw new Error('no PHQ-9 or consent');
    const incomplete = await create(
      medicationRequest(clinic, '2025-03-04T10:00', {
        intakeDocuments: [{ formId: consent.formId, results: {} }],
      }),
      alex.headers,
    );
    expect(incomplete.statusCode).toBe(400);
    expect(incomplete.json().messages).toEqual(['Please complete the form "Consent for Treatment".']);
    expect(Object.keys(incomplete.json().fieldErrors)).toEqual(['intakeDocuments.0.Signature1']);

    const loaded = loadFormContent(phq9.content);
    if (!loaded.ok) throw new Error('PHQ-9 does not load');
    const results = assessmentResults(loaded.content, [1, 1, 2, 1, 0, 1, 1, 0, 0, 1]);
    const res = await create(
      medicationRequest(clinic, '2025-03-04T10:00', { intakeDocuments: [{ formId: phq9.formId, results }] }),
      alex.headers,
    );
    expect(res.statusCode).toBe(200);
    const stored = await t.database.db
      .select()
      .from(patientRequestDocuments)
      .where(eq(patientRequestDocuments.patientRequestId, res.json().id));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.score).toBe('7');
  });

  it('takes anonymous requests only while settings allow them, and needs the visitor’s information', async () => {
    const anonymous = medicationRequest(clinic, '2025-03-06T09:00', { patientInfo: visitorInfo });
    const missingInfo = await create(medicationRequest(clinic, '2025-03-06T09:00'));
    expect(missingInfo.statusCode).toBe(400);
    expect(missingInfo.json().messages).toEqual(['Please enter your information.']);

    await setRequestSettings(t, {
      appointmentRequestEnable: true,
      appointmentRequestNewPatientEnable: false,
    });
    const refused = await create(anonymous);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages).toEqual([
      'Appointment requests from new patients are not available. Please sign in to request an appointment.',
    ]);
    expect((await create(medicationRequest(clinic, '2025-03-06T09:00'), alex.headers)).statusCode).toBe(200);

    await setRequestSettings(t, {
      appointmentRequestEnable: false,
      appointmentRequestNewPatientEnable: true,
    });
    expect((await create(anonymous)).statusCode).toBe(403);
    expect((await create(medicationRequest(clinic, '2025-03-06T10:00'), alex.headers)).statusCode).toBe(403);

    await setRequestSettings(t, { appointmentRequestEnable: true, appointmentRequestNewPatientEnable: true });
    const accepted = await create({ ...anonymous, start: '2025-03-06T10:30' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'Unconfirmed', patientId: null });
    expect(accepted.json().patientInfo.email).toBe('casey.morgan@example.org');
  });

  it('rate-limits anonymous requests per address', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/portal/AppointmentRequests',
        payload: medicationRequest(clinic, '2025-03-03T06:00'),
        remoteAddress: '10.9.9.9',
      });
      codes.push(res.statusCode);
    }
    expect(codes.slice(0, 5).every((code) => code === 400)).toBe(true);
    expect(codes.at(-1)).toBe(429);
  });
});
