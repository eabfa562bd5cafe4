import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { pdfTextPieces } from '../../server/src/documents/pdfText.testing';
import { appointmentCard, bookedAppointment } from '../support/bookedAppointments';
import { completeDocument, downloadedPdf } from '../support/portalDocumentActions';
import { formContent } from '../support/portalDocuments';
import { signInToPortalViaApi, staffApi } from '../support/portalSession';
import { bookableClinic, patientWithLogin, signInToStaff, uniqueSuffix } from '../support/staffApp';
import { printStaffDocument } from '../support/staffCharts';

/**
 * Issue 18.8: a New York location's readings are New York times everywhere. Two vital signs taken
 * at 09:30 in New York, one before the 2026-03-08 spring-forward change (EST) and one after it
 * (EDT), are typed in the chart and read 09:30 with the zone named in the chart, inside the
 * document, in its printout and PDF, and in the portal, from a browser in UTC or Los Angeles.
 */

interface Created {
  id: string;
}

const beforeChange = '03/06/2026 09:30 AM EST';
const afterChange = '03/09/2026 09:30 AM EDT';

async function newYorkPatient() {
  const suffix = uniqueSuffix();
  const location = await staffApi<Created>('PUT', '/api/core/Locations', {
    name: `E2E New York ${suffix}`,
    timeZone: 'America/New_York',
  });
  const firstName = `Zone${suffix}`;
  const patient = await staffApi<Created>('PUT', '/api/core/Patients', {
    firstName,
    lastName: 'Tester',
    dateOfBirth: '1985-02-11',
    locationId: location.id,
  });
  const episode = await staffApi<Created>('PUT', '/api/core/EpisodesOfCare', { patientId: patient.id });
  const email = `e2e-zone-${suffix}@example.org`;
  await staffApi('PUT', '/api/core/PortalLogins', { email, language: 'en', patientIds: [patient.id] });
  return {
    id: patient.id,
    episodeId: episode.id,
    name: `${firstName} Tester`,
    dateOfBirth: '1985-02-11',
    email,
  };
}

async function addVitals(page: Page, when: string, pulse: string, zone: string): Promise<void> {
  await page.getByRole('button', { name: 'Add vital record' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add vital record' });
  const time = dialog.getByLabel('Date and time');
  await time.fill(when);
  // The input is the location's clock, and says so.
  await expect(dialog.getByText(`The location’s time (${zone})`)).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Pulse (bpm)' }).fill(pulse);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

test('a New York vital sign reads the same New York time in the chart, the document, its printout and the portal, across a DST change', async ({
  page,
  browser,
}) => {
  const patient = await newYorkPatient();

  // The chart: typed on the New York clock, shown on it with the zone of the day.
  await signInToStaff(page, `/staff/patients/${patient.id}?tab=vitals`);
  await addVitals(page, '2026-03-06T09:30', '71', 'EST');
  await addVitals(page, '2026-03-09T09:30', '74', 'EDT');
  await expect(page.getByRole('cell', { name: beforeChange, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: afterChange, exact: true })).toBeVisible();
  // Stored as the instants New York meant: 14:30 UTC in winter, 13:30 UTC in summer time.
  const stored = await staffApi<{ effectiveDate: string }[]>('POST', '/api/core/VitalRecords', {
    patientId: patient.id,
  });
  expect(stored.map((record) => record.effectiveDate).sort()).toEqual([
    '2026-03-06T14:30:00.000Z',
    '2026-03-09T13:30:00.000Z',
  ]);

  // Inside a document, and in its printout.
  const form = await staffApi<Created>('PUT', '/api/core/Forms', {
    name: `Zone vitals ${uniqueSuffix()}`,
    content: formContent([
      { elType: 'PatientVitals', properties: { label: 'Patient Vitals' } },
      { elType: 'TextInput', properties: { label: 'Notes' } },
    ]),
  });
  const document = await staffApi<Created>('PUT', '/api/core/Documents', {
    formId: form.id,
    patientId: patient.id,
    episodeOfCareId: patient.episodeId,
  });
  await page.goto(`/staff/patients/${patient.id}/documents/${document.id}`);
  // The picker names each reading by its New York time too; both are chosen and kept.
  const picker = page.getByLabel('Vital record');
  await expect(picker.getByRole('option', { name: new RegExp(afterChange) })).toHaveCount(1);
  await picker.selectOption({ label: 'All' });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  const vitalsTable = page.getByRole('table').filter({ hasText: '71' });
  await expect(vitalsTable).toContainText(beforeChange);
  await expect(vitalsTable).toContainText(afterChange);
  const printable = await printStaffDocument(page, 'Print');
  await expect(printable).toContainText(beforeChange);
  await expect(printable).toContainText(afterChange);
  await staffApi('PATCH', `/api/core/Documents/${document.id}/Share`, { shared: true });

  // The portal: the same times, then the completed document's PDF.
  const portal = await browser.newPage();
  await signInToPortalViaApi(
    portal,
    patient.email,
    patient.name,
    patient.dateOfBirth,
    `/document/${document.id}`,
  );
  const portalVitals = portal.getByRole('table').filter({ hasText: '71' });
  await expect(portalVitals).toContainText(beforeChange);
  await expect(portalVitals).toContainText(afterChange);
  await completeDocument(portal);
  // Completing goes on to the documents list: opened before it does, the page would be left.
  await expect(portal.getByText('The document was completed and sent to your clinic.')).toBeVisible();
  await portal.goto(`/document/${document.id}`);
  const pdf = pdfTextPieces(await downloadedPdf(portal, 'Download PDF')).join(' ');
  expect(pdf).toContain(beforeChange);
  expect(pdf).toContain(afterChange);
  await portal.close();
});

test('a New York appointment reads its New York time in the portal, named EST, and its calendar file carries the zone', async ({
  page,
}) => {
  const clinic = await bookableClinic(uniqueSuffix(), 'America/New_York');
  const patient = await patientWithLogin();
  const token = await signInToPortalViaApi(page, patient.email, patient.name, patient.dateOfBirth, '/home');
  const booked = await bookedAppointment(token, clinic, 'later');

  await page.goto('/appointments');
  // Named by its New York time (the card's name starts with it), and the zone after the times:
  // winter months from here (the next change is in March).
  const card = appointmentCard(page, booked);
  await expect(card).toContainText(/ – \d\d:\d\d [AP]M EST/);

  const downloading = page.waitForEvent('download');
  await card.getByRole('button', { name: /to your calendar/ }).click();
  const ics = (await readFile(await (await downloading).path(), 'utf8')).replace(/\r\n[ \t]/g, '');
  expect(ics).toContain(`DTSTART;TZID=America/New_York:${booked.start.replace(/[-:]/g, '')}00\r\n`);
  expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York\r\n');

  // Staff, from this browser's zone too, read the approved request at its New York time, named
  // (newest first: it is on the first page).
  const staff = await page.context().newPage();
  await signInToStaff(staff, '/staff/appointment-requests?status=Approved');
  const [year, month, day] = booked.start.slice(0, 10).split('-');
  await expect(staff.getByRole('row').filter({ hasText: clinic.serviceName })).toContainText(
    new RegExp(`${month}/${day}/${year} \\d\\d:\\d\\d [AP]M EST`),
  );
  await staff.close();
});
