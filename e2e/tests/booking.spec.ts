import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import {
  chooseFirstFreeDate,
  chooseService,
  chooseSlot,
  continueToConfirmation,
  continueToDateAndTime,
  payWithoutInsurance,
} from '../support/bookingWizard';
import { randomClientIp } from '../support/clientAddress';
import { linkIn, waitForMail } from '../support/mailbox';
import { portalApi, signInAsNewLogin, staffApi } from '../support/portalSession';

/** The request wizard (portal.md section 2), anonymous and signed in, and staff approval. */

interface RequestReply {
  id: string;
  status: string;
  patientInfo: { email?: string };
}

// Walking the whole wizard in a browser on a busy machine takes a while.
test.describe.configure({ timeout: 60_000 });

// The demo locations' intake forms (PHQ-9, a signed consent...) must be filled before the request
// is sent; bookingIntake.spec.ts covers that step, so here the demo locations ask for none.
let demoLocationForms: { id: string; formIds: string[] }[] = [];
test.beforeAll(async () => {
  const { items } = await staffApi<{ items: { id: string; name: string; formIds: string[] }[] }>(
    'POST',
    '/api/core/Locations',
    { searchPhrase: 'Riverbend', page: 0, pageSize: 10 },
  );
  demoLocationForms = items.map(({ id, formIds }) => ({ id, formIds }));
  for (const { id } of demoLocationForms)
    await staffApi('PATCH', `/api/core/Locations/${id}`, { formIds: [] });
});
test.afterAll(async () => {
  for (const { id, formIds } of demoLocationForms) {
    await staffApi('PATCH', `/api/core/Locations/${id}`, { formIds });
  }
});

test('a signed-in patient requests an appointment and cancels the request', async ({ page }) => {
  await signInAsNewLogin(page, 'alex', '/new-appointment');
  await chooseSlot(page, { service: 'Medication Management', location: 'Riverbend Downtown' });
  // Signed in: the patient's details are filled in from the profile.
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Alex');
  await payWithoutInsurance(page);
  await continueToConfirmation(page);
  await expect(page.getByRole('cell', { name: /Medication Management/ })).toBeVisible();
  await page.getByRole('button', { name: 'Request appointment' }).click();

  await expect(page).toHaveURL(/\/thanks$/);
  await expect(page.getByText('Your appointment request was received.', { exact: false })).toBeVisible();
  await expect(page.getByText('Your appointment is not confirmed yet', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Appointments' }).click();

  const request = page.getByRole('article', { name: /^Requested for/ });
  await expect(request).toContainText('Waiting for review');
  await request.getByRole('button', { name: 'Cancel appointment request' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to cancel this appointment request?');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Your appointment request was canceled successfully!')).toBeVisible();
  await expect(request).toHaveCount(0);
});

test('an approved request is an upcoming appointment in Appointments', async ({ page }) => {
  const { token } = await signInAsNewLogin(page, 'sam', '/home');
  const locations = await portalApi<{ id: string; name: string; serviceIds: string[] }[]>(
    token,
    'GET',
    '/api/portal/Catalog/Locations',
  );
  const downtown = locations.find((l) => l.name === 'Riverbend Downtown');
  if (!downtown) throw new Error('no Riverbend Downtown');
  const services = await portalApi<{ id: string; name: string }[]>(
    token,
    'GET',
    `/api/portal/Catalog/Services/${downtown.id}`,
  );
  const family = services.find((s) => s.name === 'Family Therapy');
  const places = await portalApi<{ id: string; name: string }[]>(
    token,
    'GET',
    `/api/portal/Catalog/PlacesOfService?locationId=${downtown.id}`,
  );
  const scope = { serviceId: family?.id, locationId: downtown.id, clinicianId: null };
  const { dates } = await portalApi<{ dates: string[] }>(
    token,
    'POST',
    '/api/portal/AppointmentRequests/Dates',
    { ...scope, days: 30 },
  );
  const date = dates.at(-1) ?? '';
  const { hours } = await portalApi<{ hours: string[] }>(
    token,
    'POST',
    '/api/portal/AppointmentRequests/Hours',
    { ...scope, date },
  );
  const request = await portalApi<RequestReply>(token, 'PUT', '/api/portal/AppointmentRequests', {
    ...scope,
    placeOfServiceId: places.find((p) => p.name === 'Telehealth')?.id,
    start: `${date}T${hours.at(-1)}`,
    paymentInfo: { method: 'self-pay' },
  });
  await staffApi('PATCH', `/api/core/AppointmentRequests/${request.id}/Approve`, { notes: 'e2e' });

  await page.goto('/appointments');
  const [year, month, day] = date.split('-');
  const approved = page.getByRole('article', { name: new RegExp(`^${month}/${day}/${year} `) });
  await expect(approved).toContainText('Scheduled');
  await expect(approved).toContainText('Family Therapy');
  await expect(approved).toContainText('Riverbend Downtown');
  await expect(approved).toContainText('Telehealth');
  // Approved: no longer listed as a request to review.
  await expect(page.getByRole('article', { name: /^Requested for/ })).toHaveCount(0);
});

test('an anonymous visitor requests an appointment, which staff then see', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientIp() });
  const email = `visitor-${randomUUID().slice(0, 8)}@example.org`;
  await page.goto('/new-appointment');
  await chooseSlot(page, { service: 'Individual Therapy', location: 'Riverbend Pacific' });
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Park');
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('06/01/1992');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('(503) 555-0123');
  await payWithoutInsurance(page);
  await continueToConfirmation(page);
  await page.getByRole('button', { name: 'Request appointment' }).click();
  await expect(page).toHaveURL(/\/thanks$/);
  await expect(page.getByText('Your appointment request was received.', { exact: false })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toContainText(
    `We sent a link to ${email}`,
  );
  // Not signed in: nothing to cancel here, the way back is the start page.
  await expect(page.getByRole('button', { name: 'Cancel appointment request' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to the start page' })).toBeVisible();

  const list = await staffApi<{ items: RequestReply[] }>(
    'GET',
    '/api/core/AppointmentRequests?status=Unconfirmed&page=0&pageSize=50',
  );
  expect(list.items.find((r) => r.patientInfo.email === email)).toMatchObject({ status: 'Unconfirmed' });
});

test('the wizard can be left with Cancel appointment after confirming', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientIp() });
  await page.goto('/new-appointment');
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Are you sure you want to cancel this appointment request?');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Service' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel appointment' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('a new patient registers; approval lets them sign in', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientIp() });
  const email = `newpatient-${randomUUID().slice(0, 8)}@example.org`;
  await page.goto('/new-patient-registration');
  await expect(page.getByRole('heading', { name: 'New patient registration' })).toBeVisible();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByRole('combobox', { name: 'Where would you like to be seen?' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await page
    .getByRole('combobox', { name: 'Where would you like to be seen?' })
    .selectOption({ label: 'Riverbend Downtown (400 N High St, Suite 210, Columbus, OH 43215)' });
  await page.getByRole('textbox', { name: 'First name' }).fill('Dana');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Quinn');
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('02/14/1988');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Phone' }).fill('614-555-0177');
  await page.getByRole('radio', { name: 'Yes' }).check();
  await page.getByRole('textbox', { name: 'Member ID' }).fill('QX-1234');
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/patient-registration-completed$/);
  await expect(page.getByRole('heading', { name: 'Thank you for registering' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Check your e-mail' })).toContainText(
    `We sent a link to ${email}`,
  );
  // Staff can approve once the address is confirmed with the mailed link.
  const verification = await waitForMail(email, { subject: /Confirm your e-mail address/ });
  await page.goto(linkIn(verification, '/verify-email/'));
  await expect(page.getByRole('heading', { name: 'E-mail address confirmed' })).toBeVisible();

  const list = await staffApi<{ items: (RequestReply & { serviceId: string | null })[] }>(
    'GET',
    '/api/core/AppointmentRequests?status=Unconfirmed&page=0&pageSize=50',
  );
  const registration = list.items.find((r) => r.patientInfo.email === email);
  expect(registration).toMatchObject({ serviceId: null });
  const since = new Date().toISOString();
  await staffApi('PATCH', `/api/core/AppointmentRequests/${registration?.id}/Approve`, {});
  const mail = await waitForMail(email, { since, subject: /registration is complete/ });
  expect(mail.text).toContain('/signin');
});

test('the wizard works by keyboard at 390 px, in Spanish too', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientIp() });
  await page.goto('/new-appointment');
  await expect(page.getByRole('radio').first()).toBeVisible();
  // Tab to the first service, choose it with Space, submit the step with Enter.
  const first = page.getByRole('radio').first();
  while (!(await first.evaluate((radio) => radio === document.activeElement)))
    await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(first).toBeChecked();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Location' })).toBeFocused();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Solicitar una cita' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancelar cita' })).toBeVisible();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Elija un servicio.')).toBeVisible();
});

test('Appointments and the wizard have no accessibility violations', async ({ page }) => {
  await signInAsNewLogin(page, 'jordan', '/appointments');
  await expect(page.getByRole('tab', { name: /Upcoming/ })).toBeVisible();
  const scan = async (where: string) => {
    const { violations } = await axeScan(page).include('main').analyze();
    expect(violations.map((v) => `${where}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  };
  await scan('/appointments');
  await page.goto('/new-appointment');
  await chooseService(page, 'Medication Management');
  await scan('service step');
  await continueToDateAndTime(page, { location: 'Riverbend Downtown' });
  await chooseFirstFreeDate(page);
  await scan('date and time step');
});
