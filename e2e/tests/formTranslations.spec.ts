import { expect, type Page, test } from '@playwright/test';
import { formContent } from '../support/portalDocuments';
import { choosePortalLanguage, portalDocumentTexts } from '../support/portalDocumentTexts';
import { signInToPortalViaApi, staffApi } from '../support/portalSession';
import { patientWithLogin, signInToStaff } from '../support/staffApp';
import { printStaffDocument } from '../support/staffCharts';
import { appRequestHeaders } from '../support/storedSession';

/**
 * Issue 21.6: a form's own texts in Spanish. Staff translate in the builder's Translations view
 * (typing, and a translator's CSV), the patient reads the form in their language with English
 * where a text has no translation, and the printout follows the language asked for.
 */

const intake = () =>
  formContent([
    { elType: 'Text', properties: { value: '<p>Please answer every question.</p>' } },
    { elType: 'TextInput', properties: { label: 'Your name', placeholder: 'First and last name' } },
    { elType: 'Textarea', properties: { label: 'Anything else?' } },
  ]);

async function shareWith(patientId: string, formId: string): Promise<string> {
  const document = await staffApi<{ id: string }>('PUT', '/api/core/Documents', { formId, patientId });
  await staffApi('PATCH', `/api/core/Documents/${document.id}/Share`, { shared: true });
  return document.id;
}

async function readDownload(page: Page, click: () => Promise<void>): Promise<string> {
  const download = page.waitForEvent('download');
  await click();
  const stream = await (await download).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

test('staff translate a form in the builder; a Spanish-speaking patient reads it in Spanish and its printout is Spanish', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const form = await staffApi<{ id: string; name: string }>('PUT', '/api/core/Forms', {
    name: `Intake ${Date.now()}`,
    content: intake(),
  });
  await signInToStaff(page, `/staff/forms/${form.id}`);
  await page.getByRole('button', { name: 'Translations' }).click();
  await expect(page.getByRole('heading', { name: 'Translations: Spanish' })).toBeVisible();
  await expect(page.getByText('0 of 4 texts have a Spanish translation.')).toBeVisible();

  // Typed: saved when the field is left.
  await page.getByRole('textbox', { name: 'Spanish: Your name, Label' }).fill('Su nombre');
  await page.keyboard.press('Tab');
  await expect(page.getByText('1 of 4 texts have a Spanish translation.')).toBeVisible();

  // A translator's CSV: the exported file, filled in, imported again.
  const exported = await readDownload(page, () => page.getByRole('button', { name: 'Export CSV' }).click());
  expect(exported).toContain('"TextInput1.label","Your name","Label","Your name","Su nombre"');
  const filled = exported
    .replace(
      '"<p>Please answer every question.</p>",""',
      '"<p>Please answer every question.</p>","<p>Responda todas las preguntas.</p>"',
    )
    .replace('"First and last name",""', '"First and last name","Nombre y apellido"');
  await page.getByLabel('Import CSV', { exact: true }).setInputFiles({
    name: 'translations-es.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(filled),
  });
  await expect(page.getByRole('status').filter({ hasText: 'Imported 2 texts.' })).toBeVisible();
  await expect(page.getByText('3 of 4 texts have a Spanish translation.')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Show only missing translations' }).check();
  await expect(page.getByRole('textbox', { name: /^Spanish: / })).toHaveCount(1);
  await expect(page.getByRole('textbox', { name: 'Spanish: Anything else?, Label' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  // The patient reads Spanish, and English where nothing was translated.
  const patient = await patientWithLogin(undefined, 'es');
  const documentId = await shareWith(patient.id, form.id);
  const spanish = portalDocumentTexts.find((texts) => texts.language === 'es');
  if (!spanish) throw new Error('no Spanish texts');
  const context = await browser.newContext();
  const portal = await context.newPage();
  await choosePortalLanguage(portal, spanish);
  await signInToPortalViaApi(
    portal,
    patient.email,
    patient.firstName,
    patient.dateOfBirth,
    `/document/${documentId}`,
  );
  await expect(portal.getByText('Responda todas las preguntas.')).toBeVisible();
  const name = portal.getByRole('textbox', { name: 'Su nombre' });
  await expect(name).toHaveAttribute('placeholder', 'Nombre y apellido');
  await expect(portal.getByRole('textbox', { name: 'Anything else?' })).toBeVisible();
  await name.fill('Ana');
  await portal.getByRole('button', { name: spanish.saveDraft }).click();
  await expect(portal.getByText(spanish.saved)).toBeVisible();
  await context.close();

  // The stored answer is the same document in English; its printout follows the language asked for.
  const printable = async (language: 'en' | 'es') => {
    const reply = await page.request.get(
      `/api/core/Documents/RenderDocument/${documentId}?lang=${language}`,
      {
        headers: appRequestHeaders,
      },
    );
    expect(reply.status()).toBe(200);
    return reply.text();
  };
  const inSpanish = await printable('es');
  expect(inSpanish).toContain('Su nombre');
  expect(inSpanish).toContain('Ana');
  expect(inSpanish).toContain('Anything else?');
  expect(await printable('en')).toContain('Your name');

  // Staff read the document in English and print the patient's copy in Spanish.
  await page.goto(`/staff/patients/${patient.id}/documents/${documentId}`);
  await expect(page.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ana');
  const printout = await printStaffDocument(page, 'Print in Spanish');
  await expect(printout).toContainText('Su nombre');
  await expect(printout).toContainText('Ana');
  await expect(printout).toContainText('Responda todas las preguntas.');
  await expect(printout).not.toContainText('Your name');
});

test('a patient reading English sees the form as written', async ({ page }) => {
  const form = await staffApi<{ id: string }>('PUT', '/api/core/Forms', {
    name: `Intake ${Date.now()}`,
    content: { ...(intake() as object), translations: { es: { 'TextInput1.label': 'Su nombre' } } },
  });
  const patient = await patientWithLogin();
  const documentId = await shareWith(patient.id, form.id);
  await signInToPortalViaApi(
    page,
    patient.email,
    patient.firstName,
    patient.dateOfBirth,
    `/document/${documentId}`,
  );
  await expect(page.getByRole('textbox', { name: 'Your name' })).toBeVisible();
  await expect(page.getByText('Su nombre')).toHaveCount(0);
});
