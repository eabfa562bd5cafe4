import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { appointmentCard, bookedAppointment } from '../support/bookedAppointments';
import { continueToConfirmation, freeTimes, payWithoutInsurance } from '../support/bookingWizard';
import { randomClientIp } from '../support/clientAddress';
import { baseUrl } from '../support/e2eEnvironment';
import { linkIn, waitForMail } from '../support/mailbox';
import { portalApi, signInAsNewLogin, signInToPortalViaApi, staffApi } from '../support/portalSession';
import { bookableClinic, patientWithLogin, signInToStaff } from '../support/staffApp';

/** Issue 17.2: a patient cancels (with a reason, inside the clinic's notice), reschedules, and a visitor cancels by e-mail. */

async function chooseReason(page: Page, label: string, reason: string): Promise<void> {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: reason }).click();
}

test('a patient cancels with a reason; staff see it live and the freed slot is offered to the waitlist', async ({
  page,
  browser,
}) => {
  const clinic = await bookableClinic();
  const patient = await patientWithLogin();
  const waiting = await patientWithLogin();
  const token = await signInToPortalViaApi(page, patient.email, patient.name, patient.dateOfBirth, '/home');
  const booked = await bookedAppointment(token, clinic, 'later');

  // Someone else waits for this service at this location, any clinician, any time.
  const waitingPage = await (await browser.newContext()).newPage();
  const otherToken = await signInToPortalViaApi(
    waitingPage,
    waiting.email,
    waiting.name,
    waiting.dateOfBirth,
    '/home',
  );
  await portalApi(otherToken, 'PUT', '/api/portal/Waitlist', {
    serviceId: clinic.serviceId,
    locationId: clinic.locationId,
  });

  // Staff watch the approved requests; the cancellation shows there without reloading.
  const staff = await (await browser.newContext()).newPage();
  await signInToStaff(staff, '/staff/appointment-requests?status=Approved');
  const row = staff.getByRole('row', { name: new RegExp(patient.name) });
  await expect(row).toContainText('Approved');
  await expect(row).not.toContainText('Appointment cancelled');

  await page.goto('/appointments');
  const card = appointmentCard(page, booked);
  await expect(card).toContainText('Scheduled');
  await card.getByRole('button', { name: 'Cancel appointment' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await expect(dialog).toContainText(
    'Appointments can be cancelled online until 24 hours before they start.',
  );
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog.getByText('Choose a reason')).toBeVisible();
  await chooseReason(page, 'Reason', 'Other');
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(dialog.getByText('Please tell us why you cancel')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Anything else you want to tell us' })
    .fill('Moving to another city');
  const since = new Date().toISOString();
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await expect(page.getByText('Your appointment was cancelled.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText('Cancelled');
  await expect(card.getByRole('button', { name: 'Cancel appointment' })).toHaveCount(0);

  await expect(row).toContainText('Appointment cancelled');
  const mail = await waitForMail(waiting.email, { since, subject: /earlier appointment/ });
  await waitingPage.goto(new URL(linkIn(mail, '/waitlist/')).pathname);
  await expect(
    waitingPage.getByRole('heading', { name: 'An earlier appointment is available' }),
  ).toBeVisible();
  await waitingPage.getByRole('button', { name: 'Accept' }).click();
  await expect(waitingPage.getByRole('status')).toContainText('You accepted this appointment.');
});

test('inside the notice the cancellation is refused in the portal’s words, in Spanish too', async ({
  page,
}) => {
  const clinic = await bookableClinic();
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  const { token } = await signInAsNewLogin(page, 'jordan', '/home');
  const booked = await bookedAppointment(token, clinic, 'soon');

  await page.goto('/appointments');
  const card = appointmentCard(page, booked);
  await card.getByRole('button', { name: 'Cancelar la cita' }).click();
  const dialog = page.getByRole('dialog', { name: '¿Cancelar esta cita?' });
  await chooseReason(page, 'Motivo', 'Enfermedad');
  await dialog.getByRole('button', { name: 'Cancelar la cita' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Esta cita comienza en menos de 24 horas, demasiado pronto para cancelarla en línea. Llame a la clínica.',
  );
  await dialog.getByRole('button', { name: 'Mantener la cita' }).click();
  await expect(card).toContainText('Programada');
});

test('reschedule: the wizard starts from the appointment, and approving the new request cancels the old one', async ({
  page,
}) => {
  const clinic = await bookableClinic();
  const { token } = await signInAsNewLogin(page, 'alex', '/home');
  const booked = await bookedAppointment(token, clinic, 'later');

  await page.goto('/appointments');
  await appointmentCard(page, booked).getByRole('link', { name: 'Reschedule' }).click();
  await expect(page.getByRole('heading', { name: 'Date and time' })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'Rescheduling your appointment on' }),
  ).toBeVisible();
  await page.locator('table button:enabled').first().click();
  await freeTimes(page).first().click();
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Alex');
  await payWithoutInsurance(page);
  await continueToConfirmation(page);
  await page.getByRole('button', { name: 'Request appointment' }).click();
  await expect(page).toHaveURL(/\/thanks$/);

  const mine = await portalApi<{ id: string; rescheduleOfAppointmentId: string | null }[]>(
    token,
    'GET',
    '/api/portal/AppointmentRequests',
  );
  const request = mine.find((r) => r.rescheduleOfAppointmentId === booked.id);
  if (!request) throw new Error('the new request does not name the appointment it moves');
  await staffApi('PATCH', `/api/core/AppointmentRequests/${request.id}/Approve`, {});
  await page.goto('/appointments');
  await expect(appointmentCard(page, booked)).toContainText('Cancelled');
});

test('a visitor cancels their request with the e-mailed link, without signing in', async ({
  page,
  playwright,
}) => {
  const clinic = await bookableClinic();
  const email = `visitor-${randomUUID().slice(0, 8)}@example.org`;
  const visitor = await playwright.request.newContext({
    baseURL: baseUrl(),
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp() },
  });
  const scope = {
    serviceId: clinic.serviceId,
    locationId: clinic.locationId,
    clinicianId: clinic.clinicianId,
  };
  const { dates } = await (
    await visitor.post('/api/portal/AppointmentRequests/Dates', { data: { ...scope, days: 14 } })
  ).json();
  const { hours } = await (
    await visitor.post('/api/portal/AppointmentRequests/Hours', { data: { ...scope, date: dates[2] } })
  ).json();
  const since = new Date().toISOString();
  const made = await visitor.put('/api/portal/AppointmentRequests', {
    data: {
      ...scope,
      placeOfServiceId: clinic.placeOfServiceId,
      start: `${dates[2]}T${hours[0]}`,
      paymentInfo: { method: 'self-pay' },
      patientInfo: {
        firstName: 'Rowan',
        lastName: 'Visitor',
        dateOfBirth: '1990-01-01',
        email,
        phone: '(503) 555-0199',
      },
    },
  });
  expect(made.status()).toBe(200);
  await visitor.dispose();

  const link = linkIn(
    await waitForMail(email, { since, subject: /Confirm your e-mail address/ }),
    '/cancel-request/',
  );
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Cancel your appointment' })).toBeVisible();
  await chooseReasonOnPage(page, 'Feeling better');
  await page.getByRole('button', { name: 'Cancel my appointment' }).click();
  await expect(page.getByRole('status')).toHaveText('Your appointment request was canceled successfully!');

  // The link works once.
  await page.reload();
  await chooseReasonOnPage(page, 'Feeling better');
  await page.getByRole('button', { name: 'Cancel my appointment' }).click();
  await expect(page.getByRole('alert')).toHaveText('This link has expired or has already been used.');
});

async function chooseReasonOnPage(page: Page, reason: string): Promise<void> {
  await page.getByRole('combobox', { name: 'Reason' }).click();
  await page.getByRole('option', { name: reason }).click();
}
