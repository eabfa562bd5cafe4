import { expect, test } from '@playwright/test';
import { completeDocument } from '../support/portalDocumentActions';
import { shareNewDocument, shareNewDocumentGroup } from '../support/portalDocuments';
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

test('filling a document: answers checked before completing, errors on their fields, the viewer jumps to their page, a draft saves, then it completes', async ({
  page,
}) => {
  const { name, documentId } = await shareNewDocument('jordan', undefined, {
    documentInstructions: '<p>Please answer <b>every</b> question.</p><img src=x onerror="window.__xss=1">',
  });
  await signInAsNewLogin(page, 'jordan');
  // The dashboard lists it as pending.
  await page.getByRole('link', { name: `Fill in: ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/document/${documentId}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Please answer every question.')).toBeVisible();
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  // Complete with nothing filled: the answers are checked first, so no confirmation is asked
  // for a document that cannot be completed; the focus goes to the first field to fix.
  const complete = page.getByRole('button', { name: 'Complete', exact: true });
  await complete.click();
  await expect(page.getByText('Some answers need your attention.')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Complete' })).toHaveCount(0);
  const nameField = page.getByRole('textbox', { name: 'Preferred name' });
  await expect(nameField).toHaveAttribute('aria-invalid', 'true');
  await expect(nameField).toBeFocused();

  // Fill page 1, save a draft; the reason on page 2 is still missing: the viewer moves there.
  await nameField.fill('Jordy');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Your answers were saved.')).toBeVisible();
  await complete.click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  const reason = page.getByRole('textbox', { name: 'What brings you here?' });
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await expect(reason).toBeFocused();
  await expect(page.getByRole('dialog', { name: 'Complete' })).toHaveCount(0);

  // The draft was kept on the server.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Preferred name' })).toHaveValue('Jordy');
  await page.getByRole('button', { name: 'Next' }).click();
  await reason.fill('A check-up.\nAnd a question.');

  // What only the server finds (here, a refusal it is made to send) lands on its field too.
  await page.route(`**/api/portal/Documents/${documentId}/SaveAndComplete`, (route) =>
    route.fulfill({
      status: 400,
      contentType: 'application/json',
      body: JSON.stringify({
        messages: ['Preferred name: Please use at most 3 characters.'],
        fieldErrors: { TextInput1: ['Please use at most 3 characters.'] },
      }),
    }),
  );
  await completeDocument(page);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Preferred name' })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please use at most 3 characters.')).toBeVisible();
  await page.unroute(`**/api/portal/Documents/${documentId}/SaveAndComplete`);
  await expect(page.getByRole('dialog', { name: 'Complete' })).toHaveCount(0);

  await completeDocument(page);
  await expect(page).toHaveURL(/\/documents$/);
  await expect(page.getByText('The document was completed and sent to your clinic.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: name }).getByRole('cell').nth(2)).toHaveText(
    'Completed',
  );

  // A completed document opens read-only.
  await page.getByRole('link', { name }).click();
  await expect(page.getByText('This document is completed and can no longer be changed.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete', exact: true })).toHaveCount(0);
});

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

test('leaving a document with unsaved answers asks first', async ({ page }) => {
  const { documentId } = await shareNewDocument('sam');
  await signInAsNewLogin(page, 'sam', `/document/${documentId}`);
  await page.getByRole('textbox', { name: 'Preferred name' }).fill('Sammy');
  await expect(page.getByText('You have unsaved changes.')).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await menu.getByRole('link', { name: 'Documents' }).click();
  const dialog = page.getByRole('dialog', { name: 'Leave this document?' });
  await dialog.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(new RegExp(`/document/${documentId}$`));
  await expect(page.getByRole('textbox', { name: 'Preferred name' })).toHaveValue('Sammy');
  await menu.getByRole('link', { name: 'Documents' }).click();
  await page
    .getByRole('dialog', { name: 'Leave this document?' })
    .getByRole('button', { name: 'Leave' })
    .click();
  await expect(page).toHaveURL(/\/documents$/);
});

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
