import { expect, type Page, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import { randomClientIp } from '../support/clientAddress';
import { linkIn, waitForMail } from '../support/mailbox';
import { staffApi, staffToken } from '../support/portalSession';
import { bookableClinic, patientWithLogin, signInToStaff, uniqueSuffix } from '../support/staffApp';

/**
 * issue 16, point 8: a visitor's e-mail address is verified before staff may approve, staff see
 * the existing patients a visitor may be, and an existing portal login gets a new patient only
 * once its owner confirms by e-mail.
 */

test.describe.configure({ timeout: 90_000 });

type Patient = Awaited<ReturnType<typeof patientWithLogin>>;

const downtown = 'Riverbend Downtown (400 N High St, Suite 210, Columbus, OH 43215)';

/** The registration form filled with an existing patient's details, as a visitor types them. */
async function registerAs(page: Page, patient: Patient): Promise<void> {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientIp() });
  await page.goto('/new-patient-registration');
  await page
    .getByRole('combobox', { name: 'Where would you like to be seen?' })
    .selectOption({ label: downtown });
  await page.getByRole('textbox', { name: 'First name' }).fill(patient.firstName);
  await page.getByRole('textbox', { name: 'Last name' }).fill(patient.lastName);
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('06/15/1992');
  await page.getByRole('textbox', { name: 'Email' }).fill(patient.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('614-555-0177');
  await page.getByRole('radio', { name: 'No insurance' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/patient-registration-completed$/);
}

/** The same registration by API, in `language`; resolves once it is stored. */
async function registerByApi(page: Page, patient: Patient, language: 'en' | 'es'): Promise<void> {
  const { items } = await staffApi<{ items: { id: string; name: string }[] }>('POST', '/api/core/Locations', {
    searchPhrase: 'Riverbend Downtown',
    page: 0,
    pageSize: 5,
  });
  const reply = await page.request.put('/api/portal/PatientRegistrations', {
    headers: { 'X-Forwarded-For': randomClientIp(), 'Accept-Language': language },
    data: {
      locationId: items[0]?.id,
      patientInfo: {
        firstName: patient.firstName,
        lastName: patient.lastName,
        dateOfBirth: patient.dateOfBirth,
        email: patient.email,
        phone: '614-555-0177',
      },
    },
  });
  expect(reply.status()).toBe(200);
}

/** Opens the review of the visitor's registration in the staff queue. */
async function openRegistrationReview(staff: Page, patient: Patient) {
  await signInToStaff(staff, '/staff/appointment-requests');
  const row = staff.getByRole('row', { name: new RegExp(patient.name) });
  await row.getByRole('button', { name: /^Review the registration/ }).click();
  return staff.getByRole('dialog', { name: 'New-patient registration' });
}

const chartsNamed = async (patient: Patient) =>
  (
    await staffApi<{ items: { id: string; firstName: string }[] }>('POST', '/api/core/Patients/Search', {
      searchPhrase: patient.firstName,
      page: 0,
      pageSize: 10,
    })
  ).items.filter((p) => p.firstName === patient.firstName);

const loginPatients = async (patient: Patient) => {
  const { items } = await staffApi<{ items: { email: string; patients: { id: string }[] }[] }>(
    'GET',
    `/api/core/PortalLogins?searchPhrase=${encodeURIComponent(patient.email)}&page=0&pageSize=5`,
  );
  return items.find((login) => login.email === patient.email)?.patients.map((p) => p.id) ?? [];
};

test("a registration with an existing patient's details: staff see the duplicate, approve only once the e-mail is verified, and linking makes no second chart", async ({
  page,
  browser,
}) => {
  const patient = await patientWithLogin(uniqueSuffix());
  const since = new Date().toISOString();
  await registerAs(page, patient);
  const notice = page.getByRole('status').filter({ hasText: 'Check your e-mail' });
  await expect(notice).toContainText(`We sent a link to ${patient.email}`);

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const review = await openRegistrationReview(staff, patient);
  await expect(review.getByRole('alert')).toContainText('E-mail not verified');
  await expect(review.getByRole('alert')).toContainText(`We e-mailed a link to ${patient.email}`);
  await expect(review.getByRole('button', { name: 'Create new patient' })).toBeDisabled();
  const duplicate = review.getByRole('article', { name: `Possible existing patient ${patient.name}` });
  await expect(duplicate).toContainText('Same name and date of birth');
  await expect(duplicate).toContainText('Same e-mail');
  await expect(duplicate).toContainText('Born 06/15/1992');
  const link = duplicate.getByRole('button', { name: 'Link to this patient' });
  await expect(link).toBeDisabled();
  const { violations } = await axeScan(staff)
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

  // The visitor opens the mailed link; the open review learns of it live.
  const mail = await waitForMail(patient.email, { since, subject: /Confirm your e-mail address/ });
  await page.goto(linkIn(mail, '/verify-email/'));
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();
  await expect(page.getByText('Our team can now review your registration')).toBeVisible();
  expect((await axeScan(page).include('main').analyze()).violations).toEqual([]);
  await expect(link).toBeEnabled({ timeout: 15_000 });
  await expect(review).not.toContainText('E-mail not verified');

  await link.click();
  const approve = staff.getByRole('dialog', { name: 'Approve registration' });
  await expect(approve).toContainText(`links this registration to the chart of ${patient.name}`);
  await approve.getByRole('button', { name: 'Approve registration' }).click();
  await expect(staff.getByRole('status')).toHaveText(
    `The registration was linked to the chart of ${patient.name}.`,
  );

  expect((await chartsNamed(patient)).map((p) => p.id)).toEqual([patient.id]);
  expect(await loginPatients(patient)).toEqual([patient.id]);
  await staffContext.close();
});

test('"create new" for an address that already signs in: the owner confirms the new patient by e-mail; the requester reads Spanish', async ({
  page,
  browser,
}) => {
  const patient = await patientWithLogin(uniqueSuffix());
  const since = new Date().toISOString();
  await registerByApi(page, patient, 'es');

  const verification = await waitForMail(patient.email, {
    since,
    subject: /Confirme su dirección de correo/,
  });
  await page.goto('/welcome');
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto(linkIn(verification, '/verify-email/'));
  await expect(page.getByRole('heading', { name: 'Dirección de correo confirmada' })).toBeVisible();
  await expect(page.getByText('Nuestro equipo ya puede revisar su registro')).toBeVisible();
  // The link works once.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('Este enlace no se puede usar');

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  const review = await openRegistrationReview(staff, patient);
  await review.getByRole('button', { name: 'Create new patient' }).click();
  const approve = staff.getByRole('dialog', { name: 'Approve registration' });
  await expect(approve).toContainText('its owner is e-mailed to confirm');
  await approve.getByRole('button', { name: 'Approve registration' }).click();
  await expect(staff.getByRole('status')).toHaveText(
    `The registration was approved: the patient was created. ${patient.email} already has a portal login: its owner was e-mailed to confirm adding this patient.`,
  );
  await staffContext.close();
  const charts = await chartsNamed(patient);
  expect(charts).toHaveLength(2);
  // Nothing changes for the login until its owner says so.
  expect(await loginPatients(patient)).toEqual([patient.id]);

  const confirmation = await waitForMail(patient.email, { since, subject: /Confirm a new patient/ });
  await page.evaluate(() => localStorage.setItem('lang', 'en'));
  await page.goto(linkIn(confirmation, '/confirm-patient/'));
  await expect(page.getByRole('heading', { name: 'Add a patient to your portal sign-in' })).toBeVisible();
  await page.getByRole('button', { name: 'Add the patient' }).click();
  await expect(page.getByRole('status')).toContainText(
    `${patient.firstName} T. was added to your portal sign-in`,
  );
  expect((await loginPatients(patient)).sort()).toEqual(charts.map((c) => c.id).sort());
});

test('an anonymous appointment request with an unverified e-mail cannot be approved; staff send the link again', async ({
  page,
  browser,
}) => {
  const suffix = uniqueSuffix();
  const clinic = await bookableClinic(suffix);
  const email = `e2e-visitor-${suffix}@example.org`;
  // Names are compared without their digits, and no other test's patient may match this one.
  const lastName = `Visitor${suffix.replace(/\d/g, (digit) => 'ghijklmnop'.charAt(Number(digit)))}`;
  const phone = `614-555-${suffix.replace(/\D/g, '').padEnd(4, '7').slice(0, 4)}`;
  const visitor = { 'X-Forwarded-For': randomClientIp() };
  const scope = {
    serviceId: clinic.serviceId,
    locationId: clinic.locationId,
    clinicianId: clinic.clinicianId,
  };
  const { dates } = await (
    await page.request.post('/api/portal/AppointmentRequests/Dates', {
      headers: visitor,
      data: { ...scope, days: 14 },
    })
  ).json();
  const { hours } = await (
    await page.request.post('/api/portal/AppointmentRequests/Hours', {
      headers: visitor,
      data: { ...scope, date: dates[0] },
    })
  ).json();
  const since = new Date().toISOString();
  const created = await page.request.put('/api/portal/AppointmentRequests', {
    headers: visitor,
    data: {
      ...scope,
      placeOfServiceId: clinic.placeOfServiceId,
      start: `${dates[0]}T${hours[0].slice(0, 5)}`,
      paymentInfo: { method: 'self-pay' },
      patientInfo: {
        firstName: 'Robin',
        lastName,
        dateOfBirth: '1991-03-03',
        email,
        phone,
      },
    },
  });
  expect(created.status()).toBe(200);
  const requestId = (await created.json()).id as string;
  const first = await waitForMail(email, { since, subject: /Confirm your e-mail address/ });

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signInToStaff(staff, '/staff/appointment-requests');
  const row = staff.getByRole('row', { name: new RegExp(lastName) });
  await expect(row).toContainText('E-mail not verified');
  await row.getByRole('button', { name: 'Review' }).click();
  const review = staff.getByRole('dialog', { name: 'Appointment request' });
  await expect(review.getByRole('button', { name: 'Approve' })).toBeDisabled();
  await expect(review).toContainText('No existing patient matches this requester.');
  const refused = await page.request.patch(`/api/core/AppointmentRequests/${requestId}/Approve`, {
    headers: { Authorization: `Bearer ${await staffToken()}` },
    data: {},
  });
  expect(refused.status()).toBe(409);

  const resentSince = new Date().toISOString();
  await review.getByRole('button', { name: 'Send the link again' }).click();
  await expect(review.getByRole('status')).toHaveText(
    `A new link was sent to ${email}; the older ones no longer work.`,
  );
  const second = await waitForMail(email, { since: resentSince, subject: /Confirm your e-mail address/ });
  await page.goto(linkIn(first, '/verify-email/'));
  await expect(page.getByRole('alert')).toContainText('This link cannot be used');
  await page.goto(linkIn(second, '/verify-email/'));
  await expect(page.getByText('Our team can now review your appointment request')).toBeVisible();
  await expect(review.getByRole('button', { name: 'Approve' })).toBeEnabled({ timeout: 15_000 });
  await staffContext.close();
});
