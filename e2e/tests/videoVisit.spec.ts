import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { appointmentCard, bookedAppointment, requestedAppointment } from '../support/bookedAppointments';
import { type CaughtMail, waitForMail } from '../support/mailbox';
import { signInToPortalViaApi, staffApi } from '../support/portalSession';
import {
  bookableClinic,
  openSettings,
  patientWithLogin,
  signInToStaff,
  uniqueSuffix,
} from '../support/staffApp';

/**
 * Issue 17.8: a telehealth appointment's video visit link. Staff set the clinician's room in
 * Settings, approve a telehealth request (the link comes from the room), the patient gets it by
 * mail (text, HTML and .ics) and joins from Appointments; staff change it for one visit.
 */

const httpsOnly = 'Enter the video visit link as a secure web address starting with https://';

/** RFC 5545 lines unfolded, TEXT values unescaped enough to compare a link. */
const icsLines = (text: string) =>
  text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => line.replace(/\\([,;\\])/g, '$1'));

/** A clinic of the test's own whose place of service is telehealth, and a patient with a portal login. */
async function telehealthClinic(suffix: string) {
  const clinic = await bookableClinic(suffix);
  const telehealth = await staffApi<{ id: string }>('PUT', '/api/core/PlacesOfService', {
    locationId: clinic.locationId,
    code: '02',
    name: 'Telehealth',
  });
  const patient = await patientWithLogin(suffix);
  return { clinic: { ...clinic, placeOfServiceId: telehealth.id }, patient };
}

/** Staff open the patient's request in the queue (of `status`) and review it. */
async function openRequest(page: Page, patientName: string, status: 'Unconfirmed' | 'Approved') {
  await page.goto('/staff/appointment-requests');
  if (status === 'Approved')
    await page
      .locator('label')
      .filter({ hasText: /^Approved$/ })
      .click();
  await page
    .getByRole('row', { name: new RegExp(patientName) })
    .getByRole('button', { name: 'Review' })
    .click();
  return page.getByRole('dialog', { name: 'Appointment request' });
}

const calendarOf = (mail: CaughtMail) => {
  const file = mail.attachments.find((attachment) => attachment.filename === 'appointment.ics');
  if (!file) throw new Error(`no calendar file in "${mail.subject}"`);
  return icsLines(file.content);
};

test('staff give a clinician a video room; the patient joins the telehealth visit from Appointments, mail and calendar', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const { clinic, patient } = await telehealthClinic(suffix);
  const room = `https://meet.example.org/booker-${suffix}`;

  // Settings → Clinicians: the clinician's standing room, https only.
  await signInToStaff(page, '/staff/');
  await openSettings(page, 'Clinicians');
  await page.getByRole('button', { name: new RegExp(`^Edit Casey Booker${suffix}`) }).click();
  const edit = page.getByRole('dialog', { name: 'Edit clinician' });
  const roomField = edit.getByRole('textbox', { name: 'Video visit link' });
  await roomField.fill(`http://meet.example.org/booker-${suffix}`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(roomField).toHaveAccessibleDescription(new RegExp(httpsOnly.replace(/[/.]/g, '\\$&')));
  await roomField.fill(room);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  // The patient asks for a telehealth visit; staff approve it with the clinician's room.
  const token = await signInToPortalViaApi(page, patient.email, patient.name, patient.dateOfBirth, '/home');
  const { start } = await requestedAppointment(token, clinic, 'later');
  const review = await openRequest(page, patient.name, 'Unconfirmed');
  await review.getByRole('button', { name: 'Approve' }).click();
  const approve = page.getByRole('dialog', { name: 'Approve request' });
  await expect(approve.getByRole('textbox', { name: 'Video visit link' })).toHaveValue(room);
  const since = new Date().toISOString();
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('status')).toHaveText('The request was approved and the appointment booked.');

  // The confirmation carries the link: text, HTML and the calendar file.
  const mail = await waitForMail(patient.email, { since, subject: /confirmed/ });
  expect(mail.text).toContain('Where: Telehealth (video visit)');
  expect(mail.text).toContain(`Join the video visit: ${room}`);
  expect(mail.html).toContain(`<a href="${room}">Join the video visit</a>`);
  const calendar = calendarOf(mail);
  expect(calendar).toContain(`URL;VALUE=URI:${room}`);
  expect(calendar).toContain(`LOCATION:${room}`);
  expect(calendar.find((line) => line.startsWith('DESCRIPTION:'))).toContain(room);

  // Appointments: "Join video visit" opens the room in a new tab; "Add to calendar" has it too.
  await page.goto('/appointments');
  const card = appointmentCard(page, { start, serviceName: `E2E service ${suffix}` });
  const join = card.getByRole('link', { name: /^Join the video visit of/ });
  await expect(join).toHaveText('Join video visit');
  await expect(join).toHaveAttribute('href', room);
  await expect(join).toHaveAttribute('target', '_blank');
  await expect(join).toHaveAttribute('rel', 'noopener noreferrer');
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: /to your calendar/ }).click();
  const lines = icsLines(await readFile(await (await downloading).path(), 'utf8'));
  expect(lines).toContain(`URL;VALUE=URI:${room}`);
});

test('staff give one visit a new link: the Spanish-speaking patient is mailed it and joins with it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const { clinic, patient } = await telehealthClinic(suffix);
  await staffApi('PATCH', `/api/core/Clinicians/${clinic.clinicianId}`, {
    videoVisitUrl: `https://meet.example.org/booker-${suffix}`,
  });
  const token = await signInToPortalViaApi(page, patient.email, patient.name, patient.dateOfBirth, '/home');
  // The patient reads the portal in Spanish (saved with the login, so staff's mails are in it too).
  await page.getByRole('button', { name: new RegExp(`Account of ${patient.name}`) }).click();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/portal/Auth/Language') && response.status() === 204,
  );
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await saved;
  const { start } = await bookedAppointment(token, clinic, 'later');

  // In the approved request, staff give this visit its own link.
  await signInToStaff(page, '/staff/');
  const review = await openRequest(page, patient.name, 'Approved');
  const visit = review.getByRole('region', { name: 'Video visit' });
  const link = visit.getByRole('textbox', { name: 'Video visit link' });
  await expect(link).toHaveValue(`https://meet.example.org/booker-${suffix}`);
  await link.fill('javascript:alert(1)');
  await visit.getByRole('button', { name: 'Save' }).click();
  await expect(link).toHaveAccessibleDescription(new RegExp(httpsOnly.replace(/[/.]/g, '\\$&')));
  const ownLink = `https://video.example.org/visit/${suffix}`;
  await link.fill(ownLink);
  const since = new Date().toISOString();
  await visit.getByRole('button', { name: 'Save' }).click();
  await expect(visit.getByRole('status')).toHaveText('The link was saved and e-mailed to the patient.');

  const mail = await waitForMail(patient.email, { since, subject: /enlace/ });
  expect(mail.subject).toBe('Su visita por video tiene un nuevo enlace');
  expect(mail.text).toContain('Dónde: Telesalud (visita por video)');
  expect(mail.text).toContain(`Unirse a la visita por video: ${ownLink}`);
  expect(mail.html).toContain(`<a href="${ownLink}">Unirse a la visita por video</a>`);
  expect(calendarOf(mail)).toContain(`URL;VALUE=URI:${ownLink}`);

  await page.goto('/appointments');
  const card = appointmentCard(page, { start, serviceName: `E2E service ${suffix}` });
  const join = card.getByRole('link', { name: /^Unirse a la visita por video del/ });
  await expect(join).toHaveText('Unirse a la visita por video');
  await expect(join).toHaveAttribute('href', ownLink);
});
