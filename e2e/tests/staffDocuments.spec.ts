import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { patientId, portalApi, portalToken, staffApi } from '../support/portalSession';
import { patientWithLogin, signInToStaff } from '../support/staffApp';
import {
  colourDocumentForPortalPatient,
  newDocument,
  newForm,
  openDocument,
  patientWithEpisode,
} from '../support/staffCharts';

/** Staff documents (issue 8 point 3): fill, complete, unlock, copy/paste, PDF, portal sharing. */

const twoPages = [
  { elType: 'TextInput', properties: { label: 'Preferred name', required: true } },
  { elType: 'PageBreak' },
  { elType: 'Textarea', properties: { label: 'What brings you here?', required: true } },
];

test('fills and completes a document, with server errors on the right page, then PDF and unlock', async ({
  page,
}) => {
  const patient = await patientWithEpisode();
  const form = await newForm(twoPages);
  await signInToStaff(page, `/staff/patients/${patient.id}`);

  // Created from the chart's Documents tab.
  await page.getByRole('button', { name: 'New document' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document' });
  await dialog.getByRole('combobox', { name: 'Form' }).click();
  await page.getByRole('option', { name: form.name }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/staff\/patients\/[^/]+\/documents\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: form.name })).toBeVisible();

  // Only page 2 filled, from page 2: the server refuses page 1's required field; the viewer moves
  // back there and the focus goes to it.
  const name = page.getByRole('textbox', { name: 'Preferred name' });
  const reason = page.getByRole('textbox', { name: 'What brings you here?' });
  const complete = page.getByRole('button', { name: 'Complete' });
  await page.getByRole('button', { name: 'Next' }).click();
  await reason.fill('A yearly check-up');
  await complete.click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByText('Some fields need attention: see the messages in the form.')).toBeVisible();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();

  // Page 1 filled, page 2's answer taken back, from page 1: the viewer moves to page 2.
  await name.fill('Robin');
  await page.getByRole('button', { name: 'Next' }).click();
  await reason.fill('');
  await page.getByRole('button', { name: 'Prev' }).click();
  await complete.click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByText('This field is required')).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();

  await reason.fill('A yearly check-up');
  await complete.click();
  await expect(page.getByText('Document completed.')).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  const toolbar = page.getByRole('toolbar', { name: 'Documents' });
  await expect(toolbar.getByText('Completed', { exact: true })).toBeVisible();

  // The completed document's PDF.
  const download = page.waitForEvent('download');
  await toolbar.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);

  // Unlocked with a reason: a draft again, the reason kept.
  await toolbar.getByRole('button', { name: 'Unlock' }).click();
  const unlock = page.getByRole('dialog', { name: 'Unlock completed document' });
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(unlock.getByText('Please give the reason for unlocking this document.')).toBeVisible();
  await unlock.getByRole('textbox', { name: 'Reason for unlocking' }).fill('Wrong visit reason');
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(page.getByText('Document unlocked: it is a draft again.')).toBeVisible();
  await expect(toolbar.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByText('Last unlocked because: Wrong visit reason')).toBeVisible();

  // The chart's list shows it as a draft by the admin.
  await page.getByRole('link', { name: /Back to chart/ }).click();
  const row = page.getByRole('row', { name: new RegExp(form.name) });
  await expect(row.getByText('Draft')).toBeVisible();
});

test('leaving a document with unsaved changes asks first; a saved one is left freely', async ({ page }) => {
  const patient = await patientWithEpisode();
  const form = await newForm(twoPages);
  const documentId = await newDocument(patient, form.id);
  await signInToStaff(page, `/staff/patients/${patient.id}/documents/${documentId}`);
  const name = page.getByRole('textbox', { name: 'Preferred name' });
  const unsaved = page.getByText('Unsaved changes');
  const back = page.getByRole('link', { name: /Back to chart/ });
  const leaving = page.getByRole('dialog', { name: 'Leave without saving?' });
  await name.fill('Robin');
  await expect(unsaved).toBeVisible();
  await back.click();
  await leaving.getByRole('button', { name: 'Cancel' }).click();
  await expect(leaving).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/documents/${documentId}$`));
  await expect(name).toHaveValue('Robin');

  // Saved: nothing is unsaved, and the chart opens without a question.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await expect(unsaved).toHaveCount(0);
  await back.click();
  await expect(page).toHaveURL(new RegExp(`/staff/patients/${patient.id}`));
  await expect(page.getByRole('row', { name: new RegExp(form.name) })).toBeVisible();
  await expect(leaving).toHaveCount(0);
});

test('a save over someone else’s change asks to reload', async ({ page }) => {
  const patient = await patientWithEpisode();
  const form = await newForm(twoPages);
  const documentId = await newDocument(patient, form.id);
  await signInToStaff(page, `/staff/patients/${patient.id}/documents/${documentId}`);
  await expect(page.getByRole('textbox', { name: 'Preferred name' })).toBeVisible();
  // Another user saves first.
  await staffApi('PATCH', `/api/core/Documents/${documentId}`, {
    rowVersion: 1,
    results: { TextInput1: 'Theirs' },
  });
  await page.getByRole('textbox', { name: 'Preferred name' }).fill('Mine');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/changed by someone else/)).toBeVisible();
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('textbox', { name: 'Preferred name' })).toHaveValue('Theirs');
});

test('copies and pastes between documents of the same form only', async ({ page }) => {
  const patient = await patientWithEpisode();
  const form = await newForm(twoPages);
  const other = await newForm([{ elType: 'TextInput', properties: { label: 'Another field' } }]);
  const source = await newDocument(patient, form.id);
  const target = await newDocument(patient, form.id);
  const foreign = await newDocument(patient, other.id);
  await signInToStaff(page, `/staff/patients/${patient.id}/documents/${source}`);

  await page.getByRole('textbox', { name: 'Preferred name' }).fill('Copied name');
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Copied to clipboard')).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();

  await openDocument(page, patient.id, target);
  await expect(page.getByRole('textbox', { name: 'Preferred name' })).toHaveValue('');
  await page.getByRole('button', { name: 'Paste' }).click();
  await expect(page.getByText('Content pasted')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Preferred name' })).toHaveValue('Copied name');

  await openDocument(page, patient.id, foreign);
  await page.getByRole('button', { name: 'Paste' }).click();
  await expect(
    page.getByText(
      "The format of the copied document doesn't match the current one. You can only copy between documents that are the same type.",
    ),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Another field' })).toHaveValue('');
});

test('completes several drafts at once from the list', async ({ page }) => {
  const patient = await patientWithEpisode();
  const optional = await newForm([{ elType: 'TextInput', properties: { label: 'Optional note' } }]);
  const required = await newForm(twoPages);
  await newDocument(patient, optional.id);
  await newDocument(patient, required.id);
  await signInToStaff(page, `/staff/patients/${patient.id}`);
  await page.getByRole('checkbox', { name: 'Select all drafts on this page' }).check();
  await page.getByRole('button', { name: 'Complete selected (2)' }).click();
  await expect(page.getByText('1 document(s) completed.')).toBeVisible();
  await expect(page.getByText(`${required.name} was not completed`)).toBeVisible();
  await expect(
    page.getByRole('row', { name: new RegExp(optional.name) }).getByText('Completed'),
  ).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(required.name) }).getByText('Draft')).toBeVisible();
});

test('shares a document to the portal; the patient completes it and staff see it Completed', async ({
  page,
}) => {
  const { patient, form, documentId } = await colourDocumentForPortalPatient({ shared: false });
  await signInToStaff(page, `/staff/patients/${patient.id}/documents/${documentId}`);
  await page.getByRole('button', { name: 'Share to portal' }).click();
  await expect(page.getByText('Shared with the patient portal.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Stop sharing' })).toBeVisible();

  // The patient completes it through the portal API.
  const token = await portalToken(patient.email, patient.name, patient.dateOfBirth);
  const shared = await portalApi<{ rowVersion: number }>(token, 'GET', `/api/portal/Documents/${documentId}`);
  await portalApi(token, 'PATCH', `/api/portal/Documents/${documentId}/SaveAndComplete`, {
    rowVersion: shared.rowVersion,
    results: { TextInput1: 'Green' },
  });

  await page.getByRole('link', { name: /Back to chart/ }).click();
  const row = page.getByRole('row', { name: new RegExp(form.name) });
  await expect(row.getByText('Completed')).toBeVisible();
  await expect(row.getByText('Shared with portal')).toBeVisible();
  await row.getByRole('link', { name: form.name }).click();
  // Completed: shown read-only, with the patient's answer.
  await expect(page.getByText('Green', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Favourite colour' })).toHaveCount(0);
});

test('creates a document group from a form group and shares the group', async ({ page }) => {
  const patient = await patientWithEpisode();
  const first = await newForm([{ elType: 'TextInput', properties: { label: 'First form field' } }]);
  const second = await newForm([{ elType: 'TextInput', properties: { label: 'Second form field' } }]);
  const group = await staffApi<{ name: string }>('PUT', '/api/core/FormGroups', {
    name: `E2E group ${first.id.slice(0, 8)}`,
    formIds: [first.id, second.id],
  });
  await signInToStaff(page, `/staff/patients/${patient.id}`);
  await page.getByRole('button', { name: 'New document' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document' });
  await dialog.getByRole('radio', { name: 'Form group' }).check();
  await dialog.getByRole('combobox', { name: 'Form group' }).click();
  await page.getByRole('option', { name: group.name }).click();
  await dialog.getByRole('button', { name: 'Create' }).click();
  // The group's first document opens.
  await expect(page.getByRole('textbox', { name: 'First form field' })).toBeVisible();

  await page.getByRole('link', { name: /Back to chart/ }).click();
  await expect(page.getByRole('row', { name: new RegExp(second.name) })).toBeVisible();
  await page
    .getByRole('row', { name: new RegExp(first.name) })
    .getByRole('button', { name: /Share to portal: Document group/ })
    .click();
  await expect(page.getByText('Shared with the patient portal.')).toBeVisible();
  for (const form of [first, second])
    await expect(
      page.getByRole('row', { name: new RegExp(form.name) }).getByText('Shared with portal'),
    ).toBeVisible();

  // The group's PDF: refused with the server's reason while drafts remain, then downloaded (a POST).
  const groupPdf = page
    .getByRole('row', { name: new RegExp(second.name) })
    .getByRole('button', { name: /Download PDF: Document group/ });
  await groupPdf.click();
  await expect(page.getByText(/all completed can be downloaded as a PDF/)).toBeVisible();
  await page.getByRole('checkbox', { name: 'Select all drafts on this page' }).check();
  await page.getByRole('button', { name: 'Complete selected (2)' }).click();
  await expect(page.getByText('2 document(s) completed.')).toBeVisible();
  const download = page.waitForEvent('download');
  await groupPdf.click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.pdf$/);
  const path = await file.path();
  expect(readFileSync(path).subarray(0, 4).toString('latin1')).toBe('%PDF');
});

test('prints the static printable layout of the document', async ({ page }) => {
  const patient = await patientWithEpisode();
  const form = await newForm(twoPages);
  const documentId = await newDocument(patient, form.id);
  await signInToStaff(page, `/staff/patients/${patient.id}/documents/${documentId}`);
  await page.getByRole('textbox', { name: 'Preferred name' }).fill('Printed name');
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');
  // Every page at once, values as text, no inputs.
  const printable = page.locator('.staff-print-area');
  await expect(printable).toContainText('Printed name');
  await expect(printable).toContainText('What brings you here?');
  await expect(printable.locator('input, textarea')).toHaveCount(0);
});

test('sends an e-form link by e-mail', async ({ page }) => {
  const patient = await patientWithLogin();
  const episode = await staffApi<{ id: string }>('PUT', '/api/core/EpisodesOfCare', {
    patientId: patient.id,
  });
  const form = await newForm([{ elType: 'TextInput', properties: { label: 'Anything else?' } }]);
  const documentId = await newDocument({ id: patient.id, episodeId: episode.id }, form.id);
  await signInToStaff(page, `/staff/patients/${patient.id}/documents/${documentId}`);
  await page.getByRole('button', { name: 'Send e-form link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send e-form link by e-mail' });
  await dialog.getByRole('textbox', { name: 'E-mail' }).fill(patient.email);
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText(`Link sent to ${patient.email}`)).toBeVisible();
});

test("a location's forms are offered for new documents, clinicians' notes included", async ({ page }) => {
  // The demo location uses the intake forms and the Progress Note; patients are offered only the
  // forms they can fill in (server tests), staff every one of them.
  await signInToStaff(page, `/staff/patients/${await patientId('alex')}`);
  await page.getByRole('button', { name: 'New document' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document' });
  await dialog.getByRole('combobox', { name: 'Form' }).click();
  await expect(page.getByRole('option', { name: 'Progress Note' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Patient Intake Questionnaire' })).toBeVisible();
});
