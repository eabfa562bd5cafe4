import { expect, test } from '@playwright/test';
import { completeDocument } from '../support/portalDocumentActions';
import { shareNewDocument, shareNewDocumentGroup } from '../support/portalDocuments';
import { choosePortalLanguage, portalDocumentTexts } from '../support/portalDocumentTexts';
import { signInAsNewLogin } from '../support/portalSession';

test('the documents table shows name, created, status, sent and sent by', async ({ page }) => {
  const { name } = await shareNewDocument('jordan');
  await signInAsNewLogin(page, 'jordan', '/documents');
  const table = page.getByRole('table');
  // The spec's five columns, then each document's actions (portalDocumentFiles.spec.ts).
  await expect(table.getByRole('columnheader')).toHaveText([
    'Name',
    'Created',
    'Status',
    'Sent',
    'Sent by',
    'Actions',
  ]);
  const row = table.getByRole('row').filter({ hasText: name });
  await expect(row.getByRole('cell')).toHaveText([
    name,
    /^\d{2}\/\d{2}\/\d{4}$/,
    'Draft',
    /^\d{2}\/\d{2}\/\d{4}$/,
    /.+/,
    'Print',
  ]);
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Completed', { exact: true }).click();
  await expect(table.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

for (const texts of portalDocumentTexts) {
  test(`filling a document in ${texts.name}: answers checked before completing, errors worded in it on their fields with the focus on the first, on its page; a draft saves, then it completes`, async ({
    page,
  }) => {
    const { name, documentId } = await shareNewDocument('jordan', undefined, {
      documentInstructions: '<p>Please answer <b>every</b> question.</p><img src=x onerror="window.__xss=1">',
    });
    await choosePortalLanguage(page, texts);
    await signInAsNewLogin(page, 'jordan');
    // The dashboard lists it as pending.
    await page.getByRole('link', { name: `${texts.fillIn}: ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/document/${documentId}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText('Please answer every question.')).toBeVisible();
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
    await expect(page.getByText(texts.pageOf(1, 2))).toBeVisible();

    // Complete with nothing filled: the answers are checked first, so no confirmation is asked
    // for a document that cannot be completed; the focus goes to the first field to fix.
    const complete = page.getByRole('button', { name: texts.complete, exact: true });
    const confirmation = page.getByRole('dialog', { name: texts.complete });
    await complete.click();
    await expect(page.getByText(texts.fixErrors)).toBeVisible();
    await expect(confirmation).toHaveCount(0);
    const nameField = page.getByRole('textbox', { name: 'Preferred name' });
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toBeFocused();
    await expect(page.getByText(texts.required)).toBeVisible();

    // Fill page 1, save a draft: nothing is unsaved any more.
    await nameField.fill('Jordy');
    await expect(page.getByText(texts.unsaved)).toBeVisible();
    await page.getByRole('button', { name: texts.saveDraft }).click();
    await expect(page.getByText(texts.saved)).toBeVisible();
    await expect(page.getByText(texts.unsaved)).toHaveCount(0);

    // The reason on page 2 is still missing: the viewer moves there and focuses it.
    await complete.click();
    await expect(page.getByText(texts.pageOf(2, 2))).toBeVisible();
    const reason = page.getByRole('textbox', { name: 'What brings you here?' });
    await expect(reason).toHaveAttribute('aria-invalid', 'true');
    await expect(reason).toBeFocused();
    await expect(page.getByText(texts.required)).toBeVisible();
    await expect(confirmation).toHaveCount(0);

    // The draft was kept on the server.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Preferred name' })).toHaveValue('Jordy');
    await page.getByRole('button', { name: texts.next }).click();
    await reason.fill('A check-up.\nAnd a question.');

    // What only the server finds (here, a refusal it is made to send, as codes) lands on its
    // field on page 1, worded in the portal's language, with the focus there.
    await page.route(`**/api/portal/Documents/${documentId}/SaveAndComplete`, (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          messages: ['Some fields need your attention before this document can be completed.'],
          fieldErrors: { TextInput1: ['This field length must be less than 3'] },
          fieldErrorCodes: { TextInput1: [{ rule: 'maxLength', limit: 3 }] },
        }),
      }),
    );
    await completeDocument(page, texts.complete);
    await expect(page.getByText(texts.pageOf(1, 2))).toBeVisible();
    await expect(nameField).toHaveAttribute('aria-invalid', 'true');
    await expect(nameField).toBeFocused();
    await expect(page.getByText(texts.tooLong(3))).toBeVisible();
    await expect(page.getByText(texts.fixErrors)).toBeVisible();
    await page.unroute(`**/api/portal/Documents/${documentId}/SaveAndComplete`);
    await expect(confirmation).toHaveCount(0);

    await completeDocument(page, texts.complete);
    await expect(page).toHaveURL(/\/documents$/);
    await expect(page.getByText(texts.completed)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(2)).toHaveText(
      texts.completedStatus,
    );

    // A completed document opens read-only.
    await page.getByRole('link', { name }).click();
    await expect(page.getByText(texts.locked)).toBeVisible();
    await expect(complete).toHaveCount(0);
  });
}

test('a document group is filled one document after another', async ({ page }) => {
  const { name, groupId, formNames } = await shareNewDocumentGroup('sam');
  await signInAsNewLogin(page, 'sam', `/document_group/${groupId}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const steps = page.getByRole('navigation', { name: 'Documents of this set' });
  await expect(steps).toContainText('0 of 2 completed');
  await expect(steps.getByRole('button', { name: new RegExp(formNames[0] ?? '') })).toHaveAttribute(
    'aria-current',
    'step',
  );

  await page.getByRole('textbox', { name: 'Answer 1' }).fill('Yes');
  await completeDocument(page);
  // The next pending document opens by itself.
  await expect(page.getByRole('textbox', { name: 'Answer 2' })).toBeVisible();
  await expect(steps.getByRole('button', { name: new RegExp(formNames[1] ?? '') })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(steps).toContainText('1 of 2 completed');

  await page.getByRole('textbox', { name: 'Answer 2' }).fill('None');
  await completeDocument(page);
  await expect(page).toHaveURL(/\/documents$/);
});

test('alerts hide by themselves after 5 seconds', async ({ page }) => {
  const { documentId } = await shareNewDocument('sam');
  await signInAsNewLogin(page, 'sam', `/document/${documentId}`);
  await page.getByRole('button', { name: 'Save draft' }).click();
  const alert = page.getByRole('status').filter({ hasText: 'Your answers were saved.' });
  await expect(alert).toBeVisible();
  const shownAt = Date.now();
  await expect(alert).toBeHidden({ timeout: 8000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3500);
});

for (const texts of portalDocumentTexts) {
  test(`leaving a document with unsaved answers asks first, in ${texts.name}; a saved one is left freely`, async ({
    page,
  }) => {
    const { documentId } = await shareNewDocument('sam');
    // Answers save by themselves 1.5 s after the last change, and saved answers are left freely:
    // while the guard is tested, drafts cannot reach the server (as offline), so the answers stay
    // unsaved however long the steps take.
    const draftSaves = `**/api/portal/Documents/${documentId}`;
    const refuseDraftSaves = () =>
      page.route(draftSaves, (route) =>
        route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback(),
      );
    await refuseDraftSaves();
    await choosePortalLanguage(page, texts);
    await signInAsNewLogin(page, 'sam', `/document/${documentId}`);
    const nameField = page.getByRole('textbox', { name: 'Preferred name' });
    await nameField.fill('Sammy');
    await expect(page.getByText(texts.unsaved)).toBeVisible();
    const documents = page.getByRole('navigation', { name: texts.mainNavigation }).getByRole('link', {
      name: texts.documents,
    });
    const leaving = page.getByRole('dialog', { name: texts.leaveTitle });
    await documents.click();
    await leaving.getByRole('button', { name: texts.stay }).click();
    await expect(leaving).toHaveCount(0);
    await expect(page).toHaveURL(new RegExp(`/document/${documentId}$`));
    await expect(nameField).toHaveValue('Sammy');

    await documents.click();
    await leaving.getByRole('button', { name: texts.leave }).click();
    await expect(page).toHaveURL(/\/documents$/);

    // Saved, the document is left without a question.
    await page.unroute(draftSaves);
    await page.goto(`/document/${documentId}`);
    await nameField.fill('Sam');
    await page.getByRole('button', { name: texts.saveDraft }).click();
    await expect(page.getByText(texts.saved)).toBeVisible();
    await expect(page.getByText(texts.unsaved)).toHaveCount(0);
    await documents.click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(leaving).toHaveCount(0);

    // Closing the tab with unsaved answers asks too: the browser's own question.
    await refuseDraftSaves();
    await page.goto(`/document/${documentId}`);
    await nameField.click();
    await nameField.fill('Sam again');
    await expect(page.getByText(texts.unsaved)).toBeVisible();
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const question = await asked;
    expect(question.type()).toBe('beforeunload');
    await question.accept();
  });
}

test("a failed save shows 'Error!' in an alert that hides; a server message opens the error dialog", async ({
  page,
}) => {
  const { documentId } = await shareNewDocument('sam');
  await signInAsNewLogin(page, 'sam', `/document/${documentId}`);
  await page.route(`**/api/portal/Documents/${documentId}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"messages":["Internal"]}' })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save draft' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Error!' });
  await expect(alert).toBeVisible();
  await expect(page.getByText('Internal')).toHaveCount(0);
  await expect(alert).toBeHidden({ timeout: 8000 });

  await page.unroute(`**/api/portal/Documents/${documentId}`);
  await page.route(`**/api/portal/Documents/${documentId}`, (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({
          status: 409,
          contentType: 'application/json',
          body: '{"messages":["Someone changed this document.","Reload it to see the changes."]}',
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save draft' }).click();
  const dialog = page.getByRole('dialog', { name: 'Error' });
  await expect(dialog).toContainText('Someone changed this document.');
  await expect(dialog).toContainText('Reload it to see the changes.');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});
