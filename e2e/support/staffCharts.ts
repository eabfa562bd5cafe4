import { expect, type Locator, type Page } from '@playwright/test';
import { formContent } from './portalDocuments';
import { staffApi } from './portalSession';
import { patientWithLogin, uniqueSuffix } from './staffApp';

/** Helpers of the staff chart tests (documents and clinical records). */

interface Created {
  id: string;
}

/** A new patient (unique name) with an open episode of care, made by API. */
export async function patientWithEpisode(suffix = uniqueSuffix()) {
  const firstName = `Chart${suffix}`;
  const patient = await staffApi<Created>('PUT', '/api/core/Patients', {
    firstName,
    lastName: 'Tester',
    dateOfBirth: '1980-03-04',
  });
  const episode = await staffApi<Created>('PUT', '/api/core/EpisodesOfCare', { patientId: patient.id });
  return { id: patient.id, episodeId: episode.id, name: `${firstName} Tester` };
}

/** A new form (unique name) from builder rows; resolves with its id and name. */
export async function newForm(rows: Parameters<typeof formContent>[0], prefix = 'E2E chart form') {
  const name = `${prefix} ${uniqueSuffix()}`;
  const form = await staffApi<Created>('PUT', '/api/core/Forms', { name, content: formContent(rows) });
  return { id: form.id, name };
}

/** A draft document of a form in the patient's episode, made by API. */
export async function newDocument(
  patient: { id: string; episodeId: string },
  formId: string,
): Promise<string> {
  const document = await staffApi<Created>('PUT', '/api/core/Documents', {
    formId,
    patientId: patient.id,
    episodeOfCareId: patient.episodeId,
  });
  return document.id;
}

/** Opens a document page and waits for its toolbar. */
export async function openDocument(page: Page, patientId: string, documentId: string): Promise<void> {
  await page.goto(`/staff/patients/${patientId}/documents/${documentId}`);
  await expect(page.getByRole('toolbar', { name: 'Documents' })).toBeVisible();
}

/**
 * A patient with a portal login and an open episode, and a draft of a new one-question form
 * ("Favourite colour", required) for them; `shared` shares it with their portal by API.
 */
export async function colourDocumentForPortalPatient(options: { shared: boolean }) {
  const patient = await patientWithLogin();
  const episode = await staffApi<Created>('PUT', '/api/core/EpisodesOfCare', { patientId: patient.id });
  const form = await newForm([
    { elType: 'TextInput', properties: { label: 'Favourite colour', required: true } },
  ]);
  const documentId = await newDocument({ id: patient.id, episodeId: episode.id }, form.id);
  if (options.shared) await staffApi('PATCH', `/api/core/Documents/${documentId}/Share`, { shared: true });
  return { patient, form, documentId };
}

/**
 * Prints the open staff document with the toolbar button `button` ('Print', 'Print in Spanish')
 * and returns the printout. The browser's print dialog cannot be driven, so print() is replaced
 * by a marker that proves it was called once the printout was ready.
 */
export async function printStaffDocument(page: Page, button: string): Promise<Locator> {
  await page.evaluate(() => {
    window.print = () => window.document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: button, exact: true }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  return page.locator('.staff-print-area');
}
