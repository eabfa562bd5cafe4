import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, patients, portalLoginPatients, portalLogins } from '../../../db/schema';
import { unusableCodeMessage } from '../../../scheduling/requester/requestCodes';
import { confirmLoginLinkPath } from '../../../scheduling/requester/requesterLogin';
import { signedInPatientKeptMessage } from '../../../scheduling/requester/visitorChart';
import {
  type DemoClinic,
  mailedCode,
  medicationRequest,
  seedDemoClinic,
  verifyVisitorEmail,
} from '../../../scheduling/schedulingTestKit';
import { createTestApp, type TestApp } from '../../../testing/createTestApp';
import { type SignedIn, signInPortal, signInStaff } from '../../../testing/signIn';

/** Jordan Lee as the demo clinic knows them (db/seed/data/patients.ts). */
const jordan = {
  firstName: 'Jordan',
  lastName: 'Lee',
  dateOfBirth: '1985-01-20',
  email: 'jordan@example.org',
  phone: '(503) 555-0199',
};

describe('api/core/AppointmentRequests: duplicates and the visitor’s portal access', () => {
  let t: TestApp;
  let clinic: DemoClinic;
  let staff: SignedIn & { staffUserId: string };
  beforeAll(async () => {
    t = await createTestApp();
    clinic = await seedDemoClinic(t);
    staff = await signInStaff(t);
  });
  afterAll(async () => {
    await t.close();
  });

  let address = 0;
  /** A verified registration of `info`; resolves with its id. */
  const register = async (info: typeof jordan) => {
    address += 1;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/PatientRegistrations',
      payload: { locationId: clinic.pacificId, patientInfo: info },
      remoteAddress: `10.3.0.${address}`,
    });
    expect(res.statusCode).toBe(200);
    await verifyVisitorEmail(t, info.email);
    return res.json().id as string;
  };
  const duplicates = async (id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/core/AppointmentRequests/${id}/Duplicates`,
      headers: staff.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { patientId: string; firstName: string; reasons: string[] }[];
  };
  const approve = (id: string, payload: object = {}) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/core/AppointmentRequests/${id}/Approve`,
      headers: staff.headers,
      payload,
    });
  const patientCount = async () => (await t.database.db.select({ n: count() }).from(patients))[0]?.n;
  const jordanLoginPatients = () =>
    t.database.db
      .select()
      .from(portalLoginPatients)
      .where(eq(portalLoginPatients.loginId, clinic.jordanLoginId));
  const confirm = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/portal/AppointmentRequests/ConfirmLoginLink',
      payload: { code },
    });

  it('shows staff the existing patient behind a registration with their details, and audits the look', async () => {
    const id = await register(jordan);
    const found = await duplicates(id);
    expect(found[0]).toMatchObject({
      patientId: clinic.jordanId,
      firstName: 'Jordan',
      lastName: 'Lee',
      dateOfBirth: '1985-01-20',
      accountNumber: '100845',
      reasons: ['nameAndDateOfBirth', 'email', 'phone'],
    });
    const audited = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actorId, staff.staffUserId), eq(auditLog.patientId, clinic.jordanId)));
    expect(audited.map((row) => [row.action, row.resource])).toContainEqual(['search', 'Patient']);
  });

  it('finds a similar name, the same phone and the same e-mail each on its own', async () => {
    const similar = await register({
      ...jordan,
      firstName: 'Jordon',
      dateOfBirth: '1986-02-21',
      email: 'j.lee.1986@example.org',
      phone: '555-0100',
    });
    expect((await duplicates(similar)).map((d) => [d.patientId, d.reasons])).toEqual([
      [clinic.jordanId, ['similarName']],
    ]);

    const phoneOnly = await register({
      firstName: 'Morgan',
      lastName: 'Blake',
      dateOfBirth: '1970-07-07',
      email: 'morgan.blake@example.org',
      phone: '+1 503.555.0199',
    });
    expect((await duplicates(phoneOnly)).map((d) => [d.patientId, d.reasons])).toEqual([
      [clinic.jordanId, ['phone']],
    ]);

    // The address of Alex's and Sam's portal login, though neither chart holds it.
    const loginOnly = await register({
      firstName: 'Riley',
      lastName: 'Stone',
      dateOfBirth: '2001-01-01',
      email: 'demo@example.org',
      phone: '555-0101',
    });
    const byLogin = await duplicates(loginOnly);
    expect(byLogin.map((d) => d.patientId).sort()).toEqual([clinic.alexId, clinic.samId].sort());
    expect(byLogin.every((d) => d.reasons.includes('email'))).toBe(true);

    const stranger = await register({
      firstName: 'Quinn',
      lastName: 'Okoro',
      dateOfBirth: '1999-09-09',
      email: 'quinn.okoro@example.org',
      phone: '555-0102',
    });
    expect(await duplicates(stranger)).toEqual([]);
  });

  it('"link to this patient" uses the existing chart: no second chart, the login unchanged', async () => {
    const id = await register(jordan);
    const before = await patientCount();
    const res = await approve(id, { patientId: clinic.jordanId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Approved', patientId: clinic.jordanId, loginLink: 'linked' });
    expect(await patientCount()).toBe(before);
    expect((await jordanLoginPatients()).map((l) => l.patientId)).toEqual([clinic.jordanId]);
    expect(t.sentMail.at(-1)).toMatchObject({ to: jordan.email, subject: 'Your registration is complete' });
    // Approved: nothing left to compare.
    expect(await duplicates(id)).toEqual([]);
  });

  it('"create new" with the address of an existing login links only once its owner confirms by e-mail', async () => {
    const id = await register(jordan);
    const before = await patientCount();
    const res = await approve(id);
    expect(res.statusCode).toBe(200);
    const newPatientId = res.json().patientId as string;
    expect(newPatientId).not.toBe(clinic.jordanId);
    expect(res.json().loginLink).toBe('awaitingOwner');
    expect(await patientCount()).toBe((before ?? 0) + 1);
    // Not yet: Jordan's login still reaches Jordan alone.
    expect((await jordanLoginPatients()).map((l) => l.patientId)).toEqual([clinic.jordanId]);

    const mail = t.sentMail.at(-1);
    expect(mail).toMatchObject({ to: jordan.email, subject: 'Confirm a new patient on your portal sign-in' });
    expect(mail?.text).not.toContain('Jordan');
    const code = mailedCode(t, jordan.email, confirmLoginLinkPath);
    const confirmed = await confirm(code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ patientName: 'Jordan L.' });
    expect((await jordanLoginPatients()).map((l) => l.patientId).sort()).toEqual(
      [clinic.jordanId, newPatientId].sort(),
    );
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/core/AppointmentRequests/${id}`,
      headers: staff.headers,
    });
    expect(after.json().loginLink).toBe('linked');
    const again = await confirm(code);
    expect(again.statusCode).toBe(400);
    expect(again.json().messages).toEqual([unusableCodeMessage]);
  });

  it('a new address gets its own login at once; an existing chart with another address gets none', async () => {
    const fresh = await register({
      firstName: 'Avery',
      lastName: 'Lane',
      dateOfBirth: '1990-05-05',
      email: 'avery.lane@example.org',
      phone: '555-0103',
    });
    expect((await approve(fresh)).json().loginLink).toBe('linked');
    const [login] = await t.database.db
      .select()
      .from(portalLogins)
      .where(eq(portalLogins.email, 'avery.lane@example.org'));
    expect(login).toBeDefined();

    // Someone who knows Jordan's name and date of birth, with an address of their own.
    const other = await register({ ...jordan, email: 'not.jordan@example.org' });
    const res = await approve(other, { patientId: clinic.jordanId });
    expect(res.statusCode).toBe(200);
    expect(res.json().loginLink).toBe('notLinked');
    const none = await t.database.db
      .select()
      .from(portalLogins)
      .where(eq(portalLogins.email, 'not.jordan@example.org'));
    expect(none).toEqual([]);
    expect(t.sentMail.at(-1)?.text).toContain('please contact the clinic');
  });

  it('an anonymous appointment request linked to the existing patient books on that chart', async () => {
    address += 1;
    const created = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      payload: medicationRequest(clinic, '2025-03-07T09:00', { patientInfo: jordan }),
      remoteAddress: `10.3.1.${address}`,
    });
    await verifyVisitorEmail(t, jordan.email);
    const found = await duplicates(created.json().id);
    expect(found[0]?.patientId).toBe(clinic.jordanId);
    const before = await patientCount();
    const res = await approve(created.json().id, { patientId: clinic.jordanId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ patientId: clinic.jordanId, loginLink: 'linked' });
    expect(res.json().appointmentId).toBeTruthy();
    expect(await patientCount()).toBe(before);
  });

  it("a signed-in patient's request keeps its chart and has no duplicates", async () => {
    const alex = await signInPortal(t, clinic.demoLoginId, clinic.alexId);
    const created = await t.app.inject({
      method: 'PUT',
      url: '/api/portal/AppointmentRequests',
      payload: medicationRequest(clinic, '2025-03-07T10:00'),
      headers: alex.headers,
    });
    const id = created.json().id as string;
    expect(await duplicates(id)).toEqual([]);
    const res = await approve(id, { patientId: clinic.jordanId });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([signedInPatientKeptMessage]);
    const unknown = await register({ ...jordan, email: 'unknown.chart@example.org' });
    const missing = await approve(unknown, { patientId: '00000000-0000-4000-8000-000000000000' });
    expect(missing.statusCode).toBe(400);
  });
});
