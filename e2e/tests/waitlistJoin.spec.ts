import { expect, type Page, test } from '@playwright/test';
import { appointmentCard, bookedAppointment } from '../support/bookedAppointments';
import { chooseService, continueToDateAndTime } from '../support/bookingWizard';
import { linkIn, waitForMail } from '../support/mailbox';
import { portalToken, signInAsNewLogin, staffApi } from '../support/portalSession';
import { bookableClinic, patientWithLogin, uniqueSuffix } from '../support/staffApp';

/** Issue 17.3: joining the waitlist from the wizard and from an appointment, leaving it, and an offer. */

const waitlistEntry = (page: Page, service: string) =>
  page.getByRole('region', { name: 'Your waitlist' }).getByRole('article', { name: service });

test('from the time step: "no time suits me" joins for chosen days and times; Appointments lists it and leaves it', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  await bookableClinic(suffix);
  const service = `E2E service ${suffix}`;
  await signInAsNewLogin(page, 'sam', '/new-appointment');
  await chooseService(page, service);
  await continueToDateAndTime(page, { location: `E2E location ${suffix}`, clinician: /Booker/ });

  await page.getByRole('button', { name: 'No time suits me' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
  await dialog.getByRole('checkbox', { name: 'Monday' }).check();
  await dialog.getByRole('checkbox', { name: 'Wednesday' }).check();
  await dialog.getByRole('checkbox', { name: 'Morning (before 12 PM)' }).check();
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(
    page.getByText('You are on the waitlist. We will e-mail you when a time opens up.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  // Asking twice for the same thing is refused, in the portal's words.
  await page.getByRole('button', { name: 'No time suits me' }).click();
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('You are already on the waitlist for this service.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.goto('/appointments');
  const entry = waitlistEntry(page, service);
  await expect(entry).toContainText('Monday, Wednesday · Morning (before 12 PM)');
  await expect(entry).toContainText('Waiting');
  await entry.getByRole('button', { name: 'Leave waitlist' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('You left the waitlist.')).toBeVisible();
  await expect(entry).toHaveCount(0);
});

test('from an appointment: "tell me if something earlier opens"; a freed earlier slot is offered and moves it', async ({
  page,
}) => {
  const clinic = await bookableClinic();
  const { email, token } = await signInAsNewLogin(page, 'jordan', '/home');
  const later = await bookedAppointment(token, clinic, 'later');
  // Another patient holds an earlier time with the same clinician.
  const other = await patientWithLogin();
  const otherToken = await portalToken(other.email, other.name, other.dateOfBirth);
  const earlier = await bookedAppointment(otherToken, clinic, 'soon');

  await page.goto('/appointments');
  const card = appointmentCard(page, later);
  await card.getByRole('button', { name: 'Tell me if something earlier opens' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join the waitlist' });
  await expect(dialog).toContainText('if a time earlier than your appointment on');
  await dialog.getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Your waitlist' })).toContainText('Any day · Any time');

  const since = new Date().toISOString();
  await staffApi('PATCH', `/api/core/Appointments/${earlier.id}/Cancel`, { reason: 'e2e' });
  const mail = await waitForMail(email, { since, subject: /earlier appointment/ });
  await page.goto(new URL(linkIn(mail, '/waitlist/')).pathname);
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('status')).toContainText('You accepted this appointment.');
  await page.getByRole('link', { name: 'Go to Appointments' }).click();
  await expect(appointmentCard(page, earlier)).toContainText('Scheduled');
  await expect(appointmentCard(page, later)).toContainText('Cancelled');
});

test('a visitor who finds no time is told to call the location or register first, in English and Spanish', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const clinic = await bookableClinic(suffix);
  await staffApi('PATCH', `/api/core/Locations/${clinic.locationId}`, { phone: '(503) 555-0142' });
  const location = `E2E location ${suffix}`;
  await page.goto('/new-appointment');
  await chooseService(page, `E2E service ${suffix}`);
  await continueToDateAndTime(page, { location, clinician: /Booker/ });
  // The waitlist holds a place for a chart, which a visitor does not have yet.
  await expect(page.getByRole('button', { name: 'No time suits me' })).toHaveCount(0);
  let help = page.getByRole('region', { name: 'No time suits me' });
  await expect(help).toContainText(
    `No time suits you? Call ${location} at (503) 555-0142 and we will find one with you.`,
  );
  await expect(help.getByRole('link', { name: '(503) 555-0142' })).toHaveAttribute('href', 'tel:5035550142');
  await help.getByRole('link', { name: 'Register as a new patient' }).click();
  await expect(page).toHaveURL(/\/new-patient-registration$/);

  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.goto('/new-appointment');
  await expect(page.getByRole('heading', { name: 'Solicitar una cita' })).toBeVisible();
  for (const choice of [`E2E service ${suffix}`, location, 'Office', /Booker/]) {
    await page.getByRole('radio', { name: choice }).check();
    await page.getByRole('button', { name: 'Siguiente' }).click();
  }
  help = page.getByRole('region', { name: 'Ninguna hora me conviene' });
  await expect(help).toContainText(
    `¿Ninguna hora le conviene? Llame a ${location} al (503) 555-0142 y buscaremos una con usted.`,
  );
  await expect(help.getByRole('link', { name: 'Registrarse como paciente nuevo' })).toBeVisible();
});
