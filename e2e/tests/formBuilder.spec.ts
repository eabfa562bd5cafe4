import { expect, test } from '@playwright/test';
import { dropArea, keyboardDrag, mouseDrag } from '../support/formBuilderDrag';
import { formContent } from '../support/portalDocuments';
import { staffApi } from '../support/portalSession';
import { createFormInBuilder, signInToStaff } from '../support/staffApp';
import { newForm, patientWithEpisode } from '../support/staffCharts';
import { appRequestHeaders } from '../support/storedSession';

/**
 * The form builder end to end (issue 8): staff sign-in, a two-page form built by drag and drop
 * (pointer and keyboard) with a visibility condition, saved, previewed, and saved again after a
 * document exists on its version, which publishes a new official version.
 */

test('builds, previews, saves and publishes a two-page form with a visibility condition', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const formName = `Smoking screen ${Date.now()}`;

  await page.goto('/staff/signin');
  await page.getByLabel('E-mail').fill('admin@example.org');
  await page.getByRole('textbox', { name: 'Password' }).fill('e2e-admin-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/staff\/patients/);

  const formId = await createFormInBuilder(page, formName);

  const toolbox = page.getByRole('navigation', { name: 'Toolbox' });
  const panel = page.getByRole('complementary', { name: 'Edit Element' });

  // Pointer drags: a text input onto the empty form, then a page break after it.
  await mouseDrag(page, toolbox.getByRole('button', { name: 'Text Input', exact: true }), () =>
    dropArea(page, 'drop:form:0'),
  );
  await expect(panel).toBeVisible();
  await panel.getByLabel('Label', { exact: true }).fill('Do you smoke?');
  await mouseDrag(page, toolbox.getByRole('button', { name: 'Page Break' }), () =>
    dropArea(page, 'drop:form:1'),
  );
  await expect(page.getByRole('region', { name: /^Page break/ })).toBeVisible();

  // Keyboard drag: a text area to the end of the form, on page 2.
  await keyboardDrag(page, toolbox.getByRole('button', { name: 'Textarea', exact: true }), 'drop:form:2');
  await expect(panel.getByText('Textarea1')).toBeVisible();
  await panel.getByLabel('Label', { exact: true }).fill('Cigarettes per day');

  // The visibility condition: show the text area only when the answer is yes.
  await panel.getByRole('button', { name: 'Component rules' }).click();
  const rules = page.getByRole('dialog', { name: 'Component rules' });
  await expect(rules.getByLabel('Show this component only when')).toBeChecked();
  await rules.getByLabel('Component of condition 1').selectOption('TextInput1');
  await rules.getByLabel('Value of condition 1').fill('yes');
  await rules.getByRole('button', { name: 'Apply' }).click();
  await expect(panel.getByText('Shown or hidden by its component rules.')).toBeVisible();
  await panel.getByRole('button', { name: 'Close Edit Element' }).click();
  await expect(panel).toBeHidden();

  // Unsaved changes: leaving asks first.
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.getByRole('link', { name: 'Patients', exact: true }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/staff/forms/${formId}$`));

  // The lists refetched after a save are held back: "Saved." must already mean nothing is
  // unsaved, so leaving straight away does not ask.
  let releaseLists = () => {};
  const listsHeld = new Promise<void>((resolve) => {
    releaseLists = resolve;
  });
  await page.route(`**/api/core/Forms/${formId}/Versions`, async (route) => {
    await listsHeld;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(page.getByText('Unsaved changes')).toBeHidden();
  releaseLists();

  // Preview: the condition hides the text area on page 2 until the answer is yes.
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByLabel('Cigarettes per day')).toBeHidden();
  await page.getByRole('button', { name: 'Prev' }).click();
  await page.getByLabel('Do you smoke?').fill('yes');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByLabel('Cigarettes per day')).toBeVisible();
  await page.getByRole('button', { name: 'Back to design' }).click();

  // A document is filled on version 1 (through the API with the page's staff session cookie).
  const headers = appRequestHeaders;
  const search = await page.request.post('/api/core/Patients/Search', {
    headers,
    data: { searchPhrase: 'Jordan Lee' },
  });
  const patientId = ((await search.json()) as { items: { id: string }[] }).items[0]?.id;
  expect(patientId).toBeTruthy();
  const created = await page.request.put('/api/core/Documents', {
    headers,
    data: { formId, patientId, results: { TextInput1: 'no' } },
  });
  expect(created.status()).toBe(201);
  const versionOne = ((await created.json()) as { versionId: string }).versionId;

  // Changing the form now publishes a new official version.
  await page.getByRole('button', { name: 'Edit Do you smoke? (TextInput1)' }).click();
  await panel.getByLabel('Label', { exact: true }).fill('Do you smoke now?');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText(
      'This version already has documents, so your changes were saved as a new version, "Version 2", which is now the official version.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Version' })).toHaveValue('Version 2 · Official');
  await expect(page.getByTestId('official-badge')).toBeVisible();

  const form = (await (await page.request.get(`/api/core/Forms/${formId}`, { headers })).json()) as {
    currentVersionId: string;
  };
  expect(form.currentVersionId).not.toBe(versionOne);
  const versions = (await (
    await page.request.get(`/api/core/Forms/${formId}/Versions`, { headers })
  ).json()) as {
    id: string;
    name: string;
    isCurrent: boolean;
    hasResults: boolean;
  }[];
  expect(versions.map(({ name, isCurrent, hasResults }) => ({ name, isCurrent, hasResults }))).toEqual([
    { name: 'Version 2', isCurrent: true, hasResults: false },
    { name: 'Version 1', isCurrent: false, hasResults: true },
  ]);
});

test('renames versions and deletes one nothing uses; the official one and used ones are kept', async ({
  page,
}) => {
  const question = [{ elType: 'TextInput', properties: { label: 'Version question' } }];
  const form = await newForm(question, 'E2E versions');
  const patient = await patientWithEpisode();
  const extraVersion = (name: string) =>
    staffApi<{ id: string }>('PUT', '/api/core/Versions', {
      formId: form.id,
      name,
      content: formContent(question),
      makeCurrent: false,
    });
  const late = await extraVersion('Late documents');
  await extraVersion('Spare layout');

  await signInToStaff(page, `/staff/forms/${form.id}`);
  await page.getByRole('button', { name: 'Manage versions' }).click();
  const list = page.getByRole('dialog', { name: 'Versions' });
  await expect(
    list.getByText('The official version cannot be deleted: make another version official first.'),
  ).toBeVisible();

  // Renamed: the list shows the new name at once.
  await list.getByRole('button', { name: 'Rename Spare layout' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename version' });
  await rename.getByRole('textbox', { name: 'Version name' }).fill('Winter layout');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();
  await expect(list.getByRole('cell', { name: 'Winter layout', exact: true })).toBeVisible();

  // A document filled on a version after the list was read: the server refuses, and says why.
  await staffApi('PUT', '/api/core/Documents', {
    formId: form.id,
    versionId: late.id,
    patientId: patient.id,
    episodeOfCareId: patient.episodeId,
  });
  await list.getByRole('button', { name: 'Delete Late documents' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete version?' });
  await expect(confirm.getByText('The version "Late documents" will be deleted.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    confirm.getByText('This version has documents filled on it and cannot be deleted.'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();

  // Confirmed: the unused version is gone.
  await list.getByRole('button', { name: 'Delete Winter layout' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The version "Winter layout" was deleted.')).toBeVisible();
  await expect(list.getByRole('cell', { name: 'Winter layout', exact: true })).toHaveCount(0);
  const versions = await staffApi<{ name: string }[]>('GET', `/api/core/Forms/${form.id}/Versions`);
  expect(versions.map((version) => version.name).sort()).toEqual(['Late documents', 'Version 1']);
});
