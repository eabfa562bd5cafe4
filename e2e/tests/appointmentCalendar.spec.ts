import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { appointmentCard, bookedAppointment } from '../support/bookedAppointments';
import { linkIn, waitForMail } from '../support/mailbox';
import { twoPageForm } from '../support/portalDocuments';
import { signInToPortalViaApi, staffApi } from '../support/portalSession';
import { bookableClinic, patientWithLogin } from '../support/staffApp';

/** Issue 17.8: add an appointment to a calendar, and the notice of a document shared with the patient. */

/** RFC 5545 lines unfolded (a line starting with a space continues the one before). */
const icsLines = (text: string) => text.replace(/\r\n[ \t]/g, '').split('\r\n');

test('a patient downloads the calendar file of an approved appointment from Appointments', async ({
  page,
}) => {
  const clinic = await bookableClinic();
  const patient = await patientWithLogin();
  const token = await signInToPortalViaApi(page, patient.email, patient.name, patient.dateOfBirth, '/home');
  const booked = await bookedAppointment(token, clinic, 'later');

  await page.goto('/appointments');
  const card = appointmentCard(page, booked);
  await expect(card).toContainText('Scheduled');
  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: /to your calendar/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('appointment.ics');
  const lines = icsLines(await readFile(await download.path(), 'utf8'));
  // The test clinic's location is at UTC, so the wall clock is the instant.
  const utc = `${booked.start.replace(/[-:]/g, '')}00Z`;
  expect(lines).toContain('METHOD:REQUEST');
  expect(lines).toContain('SUMMARY:Appointment');
  expect(lines).toContain(`DTSTART:${utc}`);
  expect(lines.find((line) => line.startsWith('UID:'))).toContain(booked.id);
});

test('staff sharing a form mails the patient a notice in the Spanish they chose in the portal', async ({
  page,
}) => {
  const patient = await patientWithLogin();
  await signInToPortalViaApi(page, patient.email, patient.name, patient.dateOfBirth, '/home');
  await page.getByRole('button', { name: new RegExp(`Account of ${patient.name}`) }).click();
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/portal/Auth/Language') && response.status() === 204,
  );
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await saved;
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();

  const formName = `E2E notice ${randomUUID().slice(0, 8)}`;
  const form = await staffApi<{ id: string }>('PUT', '/api/core/Forms', {
    name: formName,
    content: twoPageForm,
  });
  const document = await staffApi<{ id: string }>('PUT', '/api/core/Documents', {
    formId: form.id,
    patientId: patient.id,
  });
  const since = new Date().toISOString();
  await staffApi('PATCH', `/api/core/Documents/${document.id}/Share`, { shared: true });

  const mail = await waitForMail(patient.email, { since, subject: /formulario/ });
  expect(mail.subject).toBe('Tiene un formulario pendiente en el portal del paciente');
  // Only that a form waits: not even its name.
  expect(mail.text).not.toContain(formName);
  const link = linkIn(mail, '/document/');
  expect(new URL(link).pathname).toBe(`/document/${document.id}`);
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(formName).first()).toBeVisible();
});
