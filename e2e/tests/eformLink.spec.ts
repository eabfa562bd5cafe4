import { type Browser, expect, type Page, test } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox';
import { answerAsStaff } from '../support/portalDocuments';
import { staffApi, typedDate } from '../support/portalSession';
import { signInToStaff, uniqueSuffix } from '../support/staffApp';
import { newDocument, newForm } from '../support/staffCharts';

/**
 * The e-form link the clinic e-mails, end to end: staff send it, the patient opens it from the
 * mail without a portal sign-in, gives their date of birth, fills and completes the document,
 * and staff see it completed (issue 17.1).
 */

interface LinkPatient {
  id: string;
  episodeId: string;
  name: string;
  email: string;
  dateOfBirth: string;
}

/** A patient with an episode and a portal login in `language` (the mail and the page follow it). */
async function patientFor(language: 'en' | 'es'): Promise<LinkPatient> {
  const suffix = uniqueSuffix();
  const firstName = `Eform${suffix}`;
  const dateOfBirth = '1987-11-23';
  const patient = await staffApi<{ id: string }>('PUT', '/api/core/Patients', {
    firstName,
    lastName: 'Tester',
    dateOfBirth,
  });
  const email = `e2e-eform-${suffix}@example.org`;
  await staffApi('PUT', '/api/core/PortalLogins', { email, language, patientIds: [patient.id] });
  const episode = await staffApi<{ id: string }>('PUT', '/api/core/EpisodesOfCare', {
    patientId: patient.id,
  });
  return { id: patient.id, episodeId: episode.id, name: `${firstName} Tester`, email, dateOfBirth };
}

/** A draft of a new form with one required answer, for the patient. */
async function draftFor(patient: LinkPatient) {
  const form = await newForm(
    [{ elType: 'TextInput', properties: { label: 'Anything else?', required: true } }],
    'E2E e-form',
  );
  return { form, documentId: await newDocument(patient, form.id) };
}

/** Sends the link as staff's "Send e-form link" does (its API) and reads it from the mailbox. */
async function sendLink(patient: LinkPatient, documentId: string): Promise<string> {
  const since = new Date().toISOString();
  await staffApi('PUT', '/api/core/EForms', { patientId: patient.id, documentId, email: patient.email });
  return linkIn(await waitForMail(patient.email, { since }), '/eform/');
}

/** The patient's own browser: no staff or portal session. */
async function patientPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  return context.newPage();
}

test('staff send the link; the patient opens it with their date of birth, completes it, and staff see it live', async ({
  page,
  browser,
}) => {
  const patient = await patientFor('en');
  const { form, documentId } = await draftFor(patient);
  await signInToStaff(page, `/staff/patients/${patient.id}/documents/${documentId}`);
  const since = new Date().toISOString();
  await page.getByRole('button', { name: 'Send e-form link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send e-form link by e-mail' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(patient.email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Link sent to ${patient.email}`)).toBeVisible();
  const link = linkIn(await waitForMail(patient.email, { since }), '/eform/');
  // Staff keep the chart open on the patient's documents while the patient fills the form.
  await page.getByRole('link', { name: /Back to chart/ }).click();
  const row = page.getByRole('row', { name: new RegExp(form.name) });
  await expect(row).toBeVisible();

  const patientView = await patientPage(browser);
  await patientView.goto(link);
  await expect(patientView.getByRole('heading', { name: 'Documents from your clinic' })).toBeVisible();
  const dateOfBirth = patientView.getByRole('textbox', { name: 'Date of birth' });
  await dateOfBirth.fill('01/02/1990');
  await patientView.getByRole('button', { name: 'Open' }).click();
  await expect(patientView.getByRole('alert')).toHaveText(
    'Invalid date of birth. Please correct it and try again.',
  );
  await dateOfBirth.fill(typedDate(patient.dateOfBirth));
  await patientView.getByRole('button', { name: 'Open' }).click();

  // The form header, then the form in the e-form mode.
  await expect(patientView.getByRole('heading', { name: form.name })).toBeVisible();
  await expect(patientView.getByText(patient.name)).toBeVisible();
  await expect(patientView.getByText('11/23/1987')).toBeVisible();
  await expect(patientView.getByText('Document 1 of 1')).toBeVisible();
  const answer = patientView.getByRole('textbox', { name: 'Anything else?' });
  // The browser's own check first: nothing is sent while the answer is missing.
  await patientView.getByRole('button', { name: 'Complete' }).click();
  await expect(patientView.getByText(/^Some answers need your attention/)).toBeVisible();
  await expect(patientView.getByText('This field is required')).toBeVisible();
  await answer.fill('All good');
  await patientView.getByRole('button', { name: 'Save draft' }).click();
  await expect(patientView.getByText('Your answers were saved.')).toBeVisible();
  await patientView.getByRole('button', { name: 'Complete' }).click();
  await patientView.getByRole('dialog').getByRole('button', { name: 'Complete' }).click();
  await expect(patientView.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
  await expect(patientView.getByText('Your documents were completed and sent to your clinic.')).toBeVisible();

  // Staff see it completed without reloading (the live stream).
  await expect(row.getByText('Completed')).toBeVisible();

  // The used link says so.
  await patientView.goto(link);
  await patientView.getByRole('textbox', { name: 'Date of birth' }).fill(typedDate(patient.dateOfBirth));
  await patientView.getByRole('button', { name: 'Open' }).click();
  await expect(patientView.getByRole('alert')).toHaveText(
    'This link has expired or was already used. Please ask your clinic to send a new one.',
  );
});

test('in Spanish: the date-of-birth refusal, a refused completion at its field, and a used link', async ({
  browser,
}) => {
  const patient = await patientFor('es');
  const { form, documentId } = await draftFor(patient);
  const link = await sendLink(patient, documentId);
  expect(new URL(link).searchParams.get('lang')).toBe('es');

  const patientView = await patientPage(browser);
  await patientView.goto(link);
  await expect(patientView.getByRole('heading', { name: 'Documentos de su clínica' })).toBeVisible();
  const dateOfBirth = patientView.getByRole('textbox', { name: 'Fecha de nacimiento' });
  await dateOfBirth.fill('01/02/1990');
  await patientView.getByRole('button', { name: 'Abrir' }).click();
  await expect(patientView.getByRole('alert')).toHaveText(
    'Fecha de nacimiento no válida. Corríjala e inténtelo de nuevo.',
  );
  await dateOfBirth.fill(typedDate(patient.dateOfBirth));
  await patientView.getByRole('button', { name: 'Abrir' }).click();
  await expect(patientView.getByRole('heading', { name: form.name })).toBeVisible();
  await expect(patientView.getByText('Documento 1 de 1')).toBeVisible();

  // What the server refuses shows at its field in Spanish: the completion is sent without the
  // answer the browser checked (as an outdated or tampered client would), so only the server
  // can refuse it.
  await patientView.route('**/api/core/EForms/*/Document/*', async (route) => {
    const body = route.request().postDataJSON() as { complete?: boolean };
    if (body.complete) await route.continue({ postData: JSON.stringify({ results: {}, complete: true }) });
    else await route.continue();
  });
  await patientView.getByRole('textbox', { name: 'Anything else?' }).fill('Todo bien');
  await patientView.getByRole('button', { name: 'Completar' }).click();
  await patientView.getByRole('dialog').getByRole('button', { name: 'Completar' }).click();
  await expect(patientView.getByText(/^Algunas respuestas requieren su atención/)).toBeVisible();
  await expect(patientView.getByText('Este campo es obligatorio')).toBeVisible();
  await patientView.unroute('**/api/core/EForms/*/Document/*');
  // The confirmation has closed (its button leaves with it) before the patient tries again.
  await expect(patientView.getByRole('dialog')).toHaveCount(0);

  await patientView.getByRole('button', { name: 'Completar' }).click();
  await patientView.getByRole('dialog').getByRole('button', { name: 'Completar' }).click();
  await expect(patientView.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();

  await patientView.goto(link);
  await patientView
    .getByRole('textbox', { name: 'Fecha de nacimiento' })
    .fill(typedDate(patient.dateOfBirth));
  await patientView.getByRole('button', { name: 'Abrir' }).click();
  await expect(patientView.getByRole('alert')).toHaveText(
    'Este enlace caducó o ya se usó. Pida a su clínica que le envíe uno nuevo.',
  );
});

test('an unknown link says so after the date of birth, and opens nothing', async ({ browser }) => {
  const patientView = await patientPage(browser);
  await patientView.goto('/eform/not-a-real-code');
  await patientView.getByRole('textbox', { name: 'Date of birth' }).fill('01/02/1990');
  await patientView.getByRole('button', { name: 'Open' }).click();
  await expect(patientView.getByRole('alert')).toHaveText(
    'This link has expired or was already used. Please ask your clinic to send a new one.',
  );
});

test('answers save by themselves; a change by staff meanwhile is never overwritten, and Reload shows it', async ({
  browser,
}) => {
  const patient = await patientFor('en');
  const { form, documentId } = await draftFor(patient);
  const link = await sendLink(patient, documentId);
  const patientView = await patientPage(browser);
  const openLink = async () => {
    await patientView.goto(link);
    await patientView.getByRole('textbox', { name: 'Date of birth' }).fill(typedDate(patient.dateOfBirth));
    await patientView.getByRole('button', { name: 'Open' }).click();
    await expect(patientView.getByRole('heading', { name: form.name })).toBeVisible();
  };
  const answer = patientView.getByRole('textbox', { name: 'Anything else?' });
  const status = patientView
    .getByRole('status')
    .filter({ hasText: /^(Saved at|Last saved|Saving|Not saved)/ });

  await openLink();
  await answer.fill('Typed, never saved by hand');
  await expect(status).toHaveText(/^Saved at \d/);
  // Another visit (the e-form session lives in the page only) finds the answer stored.
  await openLink();
  await expect(answer).toHaveValue('Typed, never saved by hand');

  // Staff change the document meanwhile: the patient's next answer does not overwrite it.
  await answerAsStaff(documentId, 'Changed by staff');
  await answer.fill('Typed after staff');
  await expect(patientView.getByText(/was changed by your clinic/)).toBeVisible();
  await expect(patientView.getByRole('button', { name: 'Save draft' })).toBeDisabled();
  await patientView.getByRole('button', { name: 'Reload' }).click();
  await expect(answer).toHaveValue('Changed by staff');
  await answer.fill('Typed on the new version');
  await expect(status).toHaveText(/^Saved at \d/);
  const stored = await staffApi<{ results: Record<string, unknown> }>(
    'GET',
    `/api/core/Documents/${documentId}`,
  );
  expect(stored.results).toEqual({ TextInput1: 'Typed on the new version' });
});
