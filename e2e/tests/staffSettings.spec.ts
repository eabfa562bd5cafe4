import { expect, test } from '@playwright/test';
import { randomClientIp } from '../support/clientAddress';
import { linkIn, waitForMail } from '../support/mailbox';
import { typedDate } from '../support/portalSession';
import {
  chooseOption,
  chooseTimeZone,
  fillNewStaffUser,
  openSettings,
  signInToStaff,
  uniqueSuffix,
} from '../support/staffApp';

test('a clinic sets itself up from the settings screens and its new patient signs in to the portal', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const serviceName = `Counselling ${suffix}`;
  const locationName = `Lakeside ${suffix}`;
  await signInToStaff(page);

  // A service.
  await openSettings(page, 'Services');
  await page.getByRole('button', { name: 'Add service' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add service' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(serviceName);
  await dialog.getByRole('textbox', { name: 'Duration (minutes)' }).fill('45');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(serviceName) })).toContainText('45 min');

  // A location in its time zone, offering the service.
  await page.getByRole('tab', { name: 'Locations' }).click();
  await page.getByRole('button', { name: 'Add location' }).click();
  dialog = page.getByRole('dialog', { name: 'Add location' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(locationName);
  await dialog.getByRole('textbox', { name: 'Address' }).fill('1 Lake Road');
  await chooseTimeZone(page, 'America/New_York');
  await chooseOption(page, 'Services offered', serviceName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const locationRow = page.getByRole('row', { name: new RegExp(locationName) });
  await expect(locationRow).toContainText('America/New_York');
  await expect(locationRow).toContainText(serviceName);

  // A place of service at that location.
  await page.getByRole('tab', { name: 'Places of service' }).click();
  await chooseOption(page, 'Location', locationName);
  await page.getByRole('button', { name: 'Add place of service' }).click();
  dialog = page.getByRole('dialog', { name: 'Add place of service' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill('02');
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Telehealth');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /02 Telehealth/ })).toBeVisible();

  // A clinician for the service, then their weekly hours at the location.
  await page.getByRole('tab', { name: 'Clinicians' }).click();
  await page.getByRole('button', { name: 'Add clinician' }).click();
  dialog = page.getByRole('dialog', { name: 'Add clinician' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill('Robin');
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(`Hale${suffix}`);
  await dialog.getByRole('textbox', { name: 'Credentials' }).fill('LCSW');
  await chooseOption(page, 'Services', serviceName);
  await dialog.getByRole('button', { name: 'Save' }).click();
  dialog = page.getByRole('dialog', { name: `Availability of Robin Hale${suffix}, LCSW` });
  await expect(dialog.getByText('No hours yet: this clinician cannot be booked.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add hours' }).click();
  const hours = dialog.getByRole('group', { name: 'Availability 1' });
  await chooseOption(page, 'Location', locationName);
  await hours.getByLabel('From').fill('09:00');
  await hours.getByLabel('To').fill('12:30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Availability Robin Hale${suffix}, LCSW` }).click();
  dialog = page.getByRole('dialog', { name: /Availability of Robin/ });
  await expect(dialog.getByRole('group', { name: 'Availability 1' }).getByLabel('To')).toHaveValue('12:30');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A new patient, from the patients screen.
  await page.getByRole('link', { name: 'Patients' }).click();
  await page.getByRole('link', { name: 'New patient' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill(`Quinn${suffix}`);
  await page.getByRole('textbox', { name: 'Last name' }).fill('Marsh');
  await page.getByLabel('Date of birth').fill('1988-03-04');
  await chooseOption(page, 'State', 'Oregon');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Quinn${suffix} Marsh`);
  await expect(page.getByText('03/04/1988')).toBeVisible();

  // A portal login for that patient; the invitation mails the sign-in link.
  const email = `e2e-setup-${suffix}@example.org`;
  const since = new Date().toISOString();
  await openSettings(page, 'Portal logins');
  await page.getByRole('button', { name: 'Invite a login' }).click();
  dialog = page.getByRole('dialog', { name: 'Invite a login' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await dialog.getByRole('combobox', { name: 'Patients' }).fill(`Quinn${suffix}`);
  await page.getByRole('option', { name: new RegExp(`Marsh, Quinn${suffix}`) }).click();
  await page.keyboard.press('Tab');
  await dialog.getByRole('button', { name: 'Invite a login' }).click();
  await expect(page.getByRole('status')).toHaveText(`A sign-in link was sent to ${email}.`);
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText(`Quinn${suffix} Marsh`);

  // The patient follows the mailed link in the portal and signs in with their date of birth.
  const link = linkIn(await waitForMail(email, { since }), '/confirm/');
  const portal = await browser.newPage();
  await portal.goto(new URL(link).pathname);
  await portal.getByRole('radio', { name: `Quinn${suffix} M.` }).check();
  await portal.getByRole('button', { name: 'Next' }).click();
  await portal.getByRole('textbox', { name: 'Date of birth' }).fill(typedDate('1988-03-04'));
  await portal.getByRole('button', { name: 'Log in' }).click();
  await expect(portal).toHaveURL(/\/home$/);
  await portal.close();
});

test('the organisation name and portal flags are saved', async ({ page }) => {
  await signInToStaff(page);
  await openSettings(page, 'Organisation');
  const name = page.getByRole('textbox', { name: 'Organisation name' });
  const original = await name.inputValue();
  const flag = page.getByRole('switch', { name: 'Appointment requests from new patients' });
  const wasOn = await flag.isChecked();
  await name.fill(`${original} Clinic`);
  await flag.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');
  const portalSettings = await (await page.request.get('/api/portal/SystemSettings')).json();
  expect(portalSettings).toMatchObject({
    organizationName: `${original} Clinic`,
    appointmentRequestNewPatientEnable: !wasOn,
  });
  // Put the clinic back as it was for the other tests.
  await name.fill(original);
  await flag.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');
});

test('tech staff give a colleague who lost their password a new one; the old one stops working', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const colleague = { email: `locked.out.${suffix}@example.org`, first: 'Lee', last: `Locked ${suffix}` };
  const signIn = (password: string) =>
    page.request.post('/api/core/Auth/Login', {
      data: { email: colleague.email, password },
      headers: { 'X-Forwarded-For': randomClientIp() },
    });
  await signInToStaff(page);
  await openSettings(page, 'Staff users');
  let dialog = await fillNewStaffUser(page, { ...colleague, password: 'the first password' });
  await dialog.getByRole('button', { name: 'Add staff user' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: `Edit ${colleague.first} ${colleague.last}` }).click();
  dialog = page.getByRole('dialog', { name: 'Edit staff user' });
  const newPassword = dialog.getByRole('textbox', { name: 'New password' });
  await newPassword.fill('too-short');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('The password must be at least 10 characters.')).toBeVisible();
  await newPassword.fill('the second password');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  expect((await signIn('the first password')).ok()).toBe(false);
  expect((await signIn('the second password')).ok()).toBe(true);
});

test('tech staff add, rename and deactivate an item of a list; the patient form offers what is active', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  await signInToStaff(page, '/staff/settings/lists');
  await chooseOption(page, 'List', 'Genders');
  await page.getByRole('button', { name: 'Add to Genders' }).click();
  const add = page.getByRole('dialog', { name: 'Add to Genders' });
  await add.getByRole('textbox', { name: 'Name' }).fill(`Agender ${suffix}`);
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await page.getByRole('button', { name: `Edit Agender ${suffix}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit item of Genders' });
  await edit.getByRole('textbox', { name: 'Name' }).fill(`Agender (${suffix})`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: `Agender (${suffix})`, exact: true })).toBeVisible();

  // The new patient form offers it…
  await page.goto('/staff/patients/new');
  const gender = page
    .getByRole('textbox', { name: 'Gender' })
    .or(page.getByRole('combobox', { name: 'Gender' }));
  await gender.click();
  await expect(page.getByRole('option', { name: `Agender (${suffix})` })).toBeVisible();
  await page.keyboard.press('Escape');

  // …until it is deactivated.
  await page.goto('/staff/settings/lists');
  await chooseOption(page, 'List', 'Genders');
  await page.getByRole('button', { name: `Deactivate Agender (${suffix})` }).click();
  await page
    .getByRole('dialog', { name: 'Deactivate item?' })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(page.getByRole('cell', { name: `Agender (${suffix})`, exact: true })).toHaveCount(0);
  await page.goto('/staff/patients/new');
  await gender.click();
  await expect(page.getByRole('option', { name: 'Non-binary', exact: true })).toBeVisible();
  await expect(page.getByRole('option', { name: `Agender (${suffix})` })).toHaveCount(0);
});
