import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type RunningServer, startServer } from '../serverProcess';
import { chooseSlot, continueToConfirmation, payWithoutInsurance } from '../support/bookingWizard';
import { specOwnServer } from '../support/e2eEnvironment';
import { clinic, manager, patient } from '../support/emptyClinic';
import {
  approveProfileChange,
  billTheVisit,
  bookOnSchedule,
  logInWithMailedLink,
  offerWaitlistTime,
  reviewCompletedForm,
  saveCardInPortal,
  seeInvoiceInPortal,
  syncToEmar,
} from '../support/emptyClinicDay';
import { dropArea, mouseDrag } from '../support/formBuilderDrag';
import { waitForMail } from '../support/mailbox';
import { type MailCatcher, startMailCatcher } from '../support/mailCatcher.mjs';
import { completeDocument } from '../support/portalDocumentActions';
import { staffAdmin } from '../support/portalSession';
import {
  chooseOption,
  chooseTimeZone,
  createFormInBuilder,
  fillNewStaffUser,
  openSettings,
  signInToStaffThroughUi,
  signOutOfStaff,
} from '../support/staffApp';

/**
 * Issue 8, "Done when": a clinic sets itself up from an empty database (SEED=none) with the staff
 * app alone and serves a patient through the portal. The spec runs its own server on a fresh data
 * folder with its own mail catcher; the test talks to the server only through the two apps (and
 * reads the caught mail for the sign-in link).
 */

const own = specOwnServer();
const serverPort = own.port;
const smtpPort = own.mailPort;
const origin = own.url;

// A 1x1 transparent PNG.
const logoPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('a clinic from an empty database', () => {
  // Two apps, a dozen screens and a fresh server: minutes on a busy machine.
  // The day at the desk goes on from the clinic the first test sets up.
  test.describe.configure({ mode: 'serial', timeout: 300_000 });
  test.use({ baseURL: origin, actionTimeout: 15_000 });

  let dataDir = '';
  let mail: MailCatcher;
  let server: RunningServer;
  // The patient's chart, as the first test admitted them.
  let chartPath = '';
  // The patient's browser, signed in by the first test and kept for the day at the desk: another
  // sign-in link to the same address within a minute of the invitation is not sent (a limit).
  let patientBrowser: BrowserContext | undefined;

  test.beforeAll(async () => {
    // A first start creates the database; with the shared servers starting too it can be slow.
    test.setTimeout(200_000);
    // Made here, not when the file loads: Playwright loads spec files in more than one process.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinic-empty-'));
    mail = await startMailCatcher(smtpPort);
    server = await startServer(
      {
        DATA_DIR: dataDir,
        SEED: 'none',
        STAFF_ADMIN_PASSWORD: staffAdmin.password,
        PUBLIC_URL: origin,
        SMTP_URL: mail.smtpUrl,
        LOG_LEVEL: 'warn',
      },
      { port: serverPort, healthyWithinMs: 180_000 },
    );
  });

  // On failure, what each page showed and what the server said: the trace holds no server log.
  test.afterEach(async ({ context }, info) => {
    if (info.status === info.expectedStatus) return;
    for (const open of context.pages()) {
      console.log(
        `${open.url()}\n${await open
          .locator('body')
          .ariaSnapshot()
          .catch(() => '')}`,
      );
    }
    console.log(server?.output().slice(-3000));
  });

  test.afterAll(async () => {
    await patientBrowser?.close();
    server?.child.kill('SIGTERM');
    await server?.exited;
    await mail?.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('sets itself up with the staff app and serves a patient through the portal', async ({
    page,
    browser,
  }) => {
    await signInToStaffThroughUi(page);
    // Nothing but the admin: no patients yet.
    await expect(page.getByText('Nothing here yet.')).toBeVisible();

    await nameTheClinic(page);
    await addStaffUser(page);
    await setUpScheduling(page);
    await buildForm(page);
    chartPath = await admitPatient(page);
    await inviteToPortal(page);
    await shareDocument(page, chartPath);

    // The patient, in the portal.
    patientBrowser = await browser.newContext({ baseURL: origin, timezoneId: 'UTC' });
    const portal = await patientBrowser.newPage();
    await signInToPortal(portal, mail);
    await fillSharedDocument(portal);
    await requestAppointment(portal);

    // The clinic's own administrator reviews the request.
    await signOutOfStaff(page);
    await signInToStaffThroughUi(page, '/staff/appointment-requests', manager);
    await changeOwnPassword(page);
    await approveRequest(page);
    await disableFirstAdministrator(page);

    await portal.getByRole('link', { name: 'Appointments' }).first().click();
    const booked = portal.getByRole('article').filter({ hasText: clinic.service });
    await expect(booked).toContainText('Scheduled');
    await expect(booked).toContainText(clinic.location);
    await expect(booked).toContainText(`${clinic.clinician.first} ${clinic.clinician.last}`);
  });

  test('runs its day at the desk: inbox, schedule, billing, a profile change, the waitlist and eMAR', async ({
    page,
  }) => {
    const mails = mail.mails;
    await signInToStaffThroughUi(page, '/staff/', { email: manager.email, password: manager.ownPassword });
    await reviewCompletedForm(page);
    await bookOnSchedule(page, mails);

    if (!patientBrowser) throw new Error('the first test signed the patient in');
    const [portal] = patientBrowser.pages();
    if (!portal) throw new Error('the patient’s page was closed');
    await saveCardInPortal(portal);
    const invoice = await billTheVisit(page, chartPath, mails);
    await seeInvoiceInPortal(portal, invoice);
    await approveProfileChange(page, portal);
    await offerWaitlistTime(page, portal, mails);
    await syncToEmar(page, chartPath);
  });
});

async function nameTheClinic(page: Page) {
  await openSettings(page, 'Organisation');
  await page.getByRole('textbox', { name: 'Organisation name' }).fill(clinic.name);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload a logo' }).click();
  await (await chooser).setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logoPng });
  await expect(page.getByRole('img', { name: 'Organisation logo' })).toBeVisible();
  // A switch's name ends with its hint.
  for (const flag of [/^New patient registration Visitors/, /^Appointment requests Patients/]) {
    const toggle = page.getByRole('switch', { name: flag });
    if (!(await toggle.isChecked())) await toggle.click();
    await expect(toggle).toBeChecked();
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Saved');
}

async function addStaffUser(page: Page) {
  await page.getByRole('tab', { name: 'Staff users' }).click();
  await expect(page.getByRole('row', { name: /Clinic Administrator/ })).toContainText('Tech staff');
  const dialog = await fillNewStaffUser(page, { ...manager, password: 'too-short' });
  await dialog.getByRole('switch', { name: /^Tech staff/ }).click();
  await dialog.getByRole('button', { name: 'Add staff user' }).click();
  await expect(dialog.getByText('The password must be at least 10 characters.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Password' }).fill(manager.password);
  await dialog.getByRole('button', { name: 'Add staff user' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row', { name: new RegExp(`${manager.first} ${manager.last}`) });
  await expect(row).toContainText('Tech staff');
  await expect(row).toContainText('Active');
}

/** The new administrator replaces the password they were given with one only they know. */
async function changeOwnPassword(page: Page) {
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByRole('textbox', { name: 'Current password' }).fill(manager.password);
  await dialog.getByRole('textbox', { name: 'New password', exact: true }).fill(manager.ownPassword);
  await dialog.getByRole('textbox', { name: 'Repeat the new password' }).fill(manager.ownPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Your password was changed.');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toBeHidden();
}

/** The generic first account is switched off once the clinic has its own administrator. */
async function disableFirstAdministrator(page: Page) {
  await openSettings(page, 'Staff users');
  await page.getByRole('button', { name: 'Edit Clinic Administrator' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit staff user' });
  await dialog.getByRole('switch', { name: /^Account disabled/ }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /Clinic Administrator/ })).toContainText('Disabled');
}

async function setUpScheduling(page: Page) {
  await page.getByRole('tab', { name: 'Services' }).click();
  await page.getByRole('button', { name: 'Add service' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add service' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(clinic.service);
  await dialog.getByRole('textbox', { name: 'Duration (minutes)' }).fill('30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('tab', { name: 'Locations' }).click();
  await page.getByRole('button', { name: 'Add location' }).click();
  dialog = page.getByRole('dialog', { name: 'Add location' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(clinic.location);
  await chooseTimeZone(page, 'UTC');
  await chooseOption(page, 'Services offered', clinic.service);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: new RegExp(clinic.location) })).toContainText(clinic.service);

  await page.getByRole('tab', { name: 'Places of service' }).click();
  await chooseOption(page, 'Location', clinic.location);
  await page.getByRole('button', { name: 'Add place of service' }).click();
  dialog = page.getByRole('dialog', { name: 'Add place of service' });
  await dialog.getByRole('textbox', { name: 'Code' }).fill('11');
  await dialog.getByRole('textbox', { name: 'Name' }).fill(clinic.place);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('row', { name: /11 Office/ })).toBeVisible();

  const { first, last, credentials } = clinic.clinician;
  await page.getByRole('tab', { name: 'Clinicians' }).click();
  await page.getByRole('button', { name: 'Add clinician' }).click();
  dialog = page.getByRole('dialog', { name: 'Add clinician' });
  await dialog.getByRole('textbox', { name: 'First name' }).fill(first);
  await dialog.getByRole('textbox', { name: 'Last name' }).fill(last);
  await dialog.getByRole('textbox', { name: 'Credentials' }).fill(credentials);
  await chooseOption(page, 'Services', clinic.service);
  await dialog.getByRole('button', { name: 'Save' }).click();
  // Saving a new clinician goes on to their weekly hours: every day, all day, so the portal has
  // a free time whenever the test runs.
  dialog = page.getByRole('dialog', { name: `Availability of ${first} ${last}, ${credentials}` });
  await dialog.getByRole('button', { name: 'Add hours' }).click();
  const firstHours = dialog.getByRole('group', { name: 'Availability 1' });
  await expect(firstHours.getByLabel('Location')).toHaveValue(clinic.location);
  await firstHours.getByLabel('From').fill('00:00');
  await firstHours.getByLabel('To').fill('23:45');
  for (let day = 2; day <= 7; day += 1) await dialog.getByRole('button', { name: 'Add hours' }).click();
  await expect(dialog.getByRole('group', { name: 'Availability 7' }).getByLabel('To')).toHaveValue('23:45');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

async function buildForm(page: Page) {
  await createFormInBuilder(page, clinic.form);
  const toolbox = page.getByRole('navigation', { name: 'Toolbox' });
  const panel = page.getByRole('complementary', { name: 'Edit Element' });
  await mouseDrag(page, toolbox.getByRole('button', { name: 'Text Input', exact: true }), () =>
    dropArea(page, 'drop:form:0'),
  );
  await panel.getByLabel('Label', { exact: true }).fill('What brings you here?');
  await panel.getByRole('button', { name: 'Close Edit Element' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
}

/** A new patient with an open episode of care at the location; resolves with the chart's path. */
async function admitPatient(page: Page): Promise<string> {
  await page.getByRole('link', { name: 'Patients', exact: true }).click();
  await page.getByRole('link', { name: 'New patient' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill(patient.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(patient.last);
  await page.getByLabel('Date of birth').fill(patient.dateOfBirth);
  await chooseOption(page, 'Location', clinic.location);
  // The portal's request wizard asks for both, prefilled from the patient's record.
  await page.getByRole('textbox', { name: 'E-mail' }).fill(patient.email);
  await page.getByRole('textbox', { name: 'Phone' }).fill(patient.phone);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${patient.first} ${patient.last}`);
  const chartPath = new URL(page.url()).pathname;

  await page.getByRole('button', { name: 'Open episode of care' }).click();
  const dialog = page.getByRole('dialog', { name: 'Open episode of care' });
  await expect(dialog.getByLabel('Location')).toHaveValue(clinic.location);
  await dialog.getByRole('button', { name: 'Open episode of care' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row', { name: /EOC-/ })).toContainText(clinic.location);
  return chartPath;
}

async function inviteToPortal(page: Page) {
  await openSettings(page, 'Portal logins');
  await page.getByRole('button', { name: 'Invite a login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a login' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(patient.email);
  await dialog.getByRole('combobox', { name: 'Patients' }).fill(patient.first);
  await page.getByRole('option', { name: new RegExp(`${patient.last}, ${patient.first}`) }).click();
  await page.keyboard.press('Tab');
  await dialog.getByRole('button', { name: 'Invite a login' }).click();
  await expect(page.getByRole('status')).toHaveText(`A sign-in link was sent to ${patient.email}.`);
}

async function shareDocument(page: Page, patientUrl: string) {
  await page.goto(patientUrl);
  await page.getByRole('button', { name: 'New document' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document' });
  await dialog.getByRole('combobox', { name: 'Form' }).click();
  await page.getByRole('option', { name: clinic.form }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 1, name: clinic.form })).toBeVisible();
  await page.getByRole('button', { name: 'Share to portal' }).click();
  await expect(page.getByText('Shared with the patient portal.')).toBeVisible();
}

async function signInToPortal(portal: Page, mail: MailCatcher) {
  // The document shared meanwhile mailed a notice too (issue 17.8): the invitation is the sign-in mail.
  await logInWithMailedLink(
    portal,
    await waitForMail(patient.email, { mails: mail.mails, subject: /sign-in link/ }),
  );
  await expect(portal.getByRole('banner')).toContainText(clinic.name);
}

async function fillSharedDocument(portal: Page) {
  await portal.getByRole('link', { name: `Fill in: ${clinic.form}` }).click();
  await expect(portal.getByRole('heading', { level: 1, name: clinic.form })).toBeVisible();
  await portal.getByRole('textbox', { name: 'What brings you here?' }).fill('A first consultation.');
  await completeDocument(portal);
  await expect(portal.getByText('The document was completed and sent to your clinic.')).toBeVisible();
}

async function requestAppointment(portal: Page) {
  await portal.getByRole('link', { name: 'Appointments' }).first().click();
  await portal.getByRole('link', { name: 'Request an appointment' }).click();
  await chooseSlot(portal, {
    service: clinic.service,
    location: clinic.location,
    place: clinic.place,
    clinician: new RegExp(clinic.clinician.last),
    time: 'last',
  });
  await expect(portal.getByRole('textbox', { name: 'First name' })).toHaveValue(patient.first);
  await payWithoutInsurance(portal);
  await continueToConfirmation(portal);
  await portal.getByRole('button', { name: 'Request appointment' }).click();
  await expect(portal).toHaveURL(/\/thanks$/);
}

async function approveRequest(page: Page) {
  await page.getByRole('link', { name: /Appointment requests/ }).click();
  const row = page.getByRole('row', { name: new RegExp(`${patient.first} ${patient.last}`) });
  await expect(row).toContainText(clinic.service);
  await row.getByRole('button', { name: 'Review' }).click();
  await page
    .getByRole('dialog', { name: 'Appointment request' })
    .getByRole('button', { name: 'Approve' })
    .click();
  const approve = page.getByRole('dialog', { name: 'Approve request' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toHaveText('The request was approved and the appointment booked.');
}
