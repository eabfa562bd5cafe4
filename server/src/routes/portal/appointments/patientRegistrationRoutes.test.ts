import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationSettings, patients, portalLoginPatients, portalLogins } from '../../../db/schema';
import {
  type DemoClinic,
  seedDemoClinic,
  verifyVisitorEmail,
  visitorInfo,
} from '../../../scheduling/schedulingTestKit';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type SignedIn, signInStaff } from '../../../testing/signIn';
import { registrationDisabledMessage } from './patientRegistrationRoutes';

describe('api/portal/PatientRegistrations', () => {
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

  let address = 0;
  const register = (payload: object) => {
    address += 1;
    return t.app.inject({
      method: 'PUT',
      url: '/api/portal/PatientRegistrations',
      payload,
      remoteAddress: `10.1.0.${address}`,
    });
  };
  const setRegistration = (enabled: boolean) =>
    t.database.db
      .update(organizationSettings)
      .set({ newPatientRegistrationEnabled: enabled })
      .where(eq(organizationSettings.id, 1));

  it('stores an unconfirmed request without service or time, and approving it creates the patient', async () => {
    const email = 'robin.park@example.org';
    const res = await register({
      locationId: clinic.downtownId,
      patientInfo: { ...visitorInfo, firstName: 'Robin', lastName: 'Park', email },
      paymentInfo: { method: 'self-pay' },
    });
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      status: 'Unconfirmed',
      patientId: null,
      serviceId: null,
      requestedStart: null,
      locationName: 'Riverbend Downtown',
    });
    await verifyVisitorEmail(t, email);

    const approved = await t.app.inject({
      method: 'PATCH',
      url: `/api/core/AppointmentRequests/${created.id}/Approve`,
      headers: staff.headers,
      payload: {},
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'Approved', appointmentId: null });
    const patientId = approved.json().patientId as string;
    const [patient] = await t.database.db.select().from(patients).where(eq(patients.id, patientId));
    expect(patient).toMatchObject({ firstName: 'Robin', lastName: 'Park', locationId: clinic.downtownId });
    const [login] = await t.database.db.select().from(portalLogins).where(eq(portalLogins.email, email));
    const links = await t.database.db
      .select()
      .from(portalLoginPatients)
      .where(eq(portalLoginPatients.patientId, patientId));
    expect(links.map((l) => l.loginId)).toEqual([login?.id]);
    expect(t.sentMail.at(-1)).toMatchObject({ to: email, subject: 'Your registration is complete' });
  });

  it('is refused while registration is disabled, and checks the visitor information', async () => {
    await setRegistration(false);
    const disabled = await register({ locationId: clinic.downtownId, patientInfo: visitorInfo });
    expect(disabled.statusCode).toBe(403);
    expect(disabled.json()).toEqual({
      messages: [registrationDisabledMessage],
      code: 'registrationDisabled',
    });
    await setRegistration(true);
    const invalid = await register({
      locationId: clinic.downtownId,
      patientInfo: { ...visitorInfo, email: 'nope' },
    });
    expect(invalid.statusCode).toBe(400);
    // The ZIP rule the portal's form checks (api-contract's usZipSchema) holds here too.
    const shortZip = await register({
      locationId: clinic.downtownId,
      patientInfo: { ...visitorInfo, zip: '9723' },
    });
    expect(shortZip.statusCode).toBe(400);
    expect(shortZip.json().fieldErrors).toEqual({
      'patientInfo.zip': ['Enter a 5-digit ZIP code (or ZIP+4)'],
    });
    const zipPlusFour = await register({
      locationId: clinic.downtownId,
      patientInfo: { ...visitorInfo, zip: '97232-1234' },
    });
    expect(zipPlusFour.statusCode).toBe(200);
    const insuranceMissing = await register({
      locationId: clinic.downtownId,
      patientInfo: visitorInfo,
      paymentInfo: { method: 'insurance' },
    });
    expect(insuranceMissing.statusCode).toBe(400);
  });
});
