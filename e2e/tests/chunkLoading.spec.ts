import { expect, type Page, test } from '@playwright/test';
import { formContent, shareNewDocument } from '../support/portalDocuments';
import { signInAsNewLogin } from '../support/portalSession';
import { signInToStaff } from '../support/staffApp';

/**
 * portal.md sections 8 and 9: a code chunk or stylesheet that does not arrive shows 'Loading
 * chunk failed' / 'Loading CSS chunk failed' with a reload, never a blank page; for a lazy form
 * field only the field's place says so. The 120 s time-out itself is checked with fake timers
 * (forms-react chunkLoadTimeout.test.ts, lazyFieldRenderer.test.tsx); here the network fails.
 */

/** Makes every request for one built chunk (its name, then Vite's hash) fail as a dropped connection. */
async function blockChunk(page: Page, name: string, extension: 'js' | 'css'): Promise<RegExp> {
  const pattern = new RegExp(`/assets/${name}-[\\w-]+\\.${extension}$`);
  await page.route(pattern, (route) => route.abort('connectionfailed'));
  return pattern;
}

test('a page whose script chunk fails says "Loading chunk failed" and Reload brings it back', async ({
  page,
}) => {
  await signInAsNewLogin(page, 'jordan', '/home');
  const blocked = await blockChunk(page, 'DocumentsPage', 'js');
  await page.getByRole('link', { name: 'Documents' }).first().click();
  const alert = page.getByRole('alert').filter({ hasText: 'Loading chunk failed' });
  await expect(alert).toBeVisible();
  await page.unroute(blocked);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
});

test('a page whose stylesheet chunk fails says "Loading CSS chunk failed" with Reload', async ({ page }) => {
  await signInAsNewLogin(page, 'jordan', '/home');
  const blocked = await blockChunk(page, 'DocumentsPage', 'css');
  await page.getByRole('link', { name: 'Documents' }).first().click();
  const alert = page.getByRole('alert').filter({ hasText: 'Loading CSS chunk failed' });
  await expect(alert).toBeVisible();
  await page.unroute(blocked);
  // A failed stylesheet stays failed in this document: Reload loads the page afresh.
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
});

test('a lazy field whose chunk fails shows the message in its place; the rest of the form works and Reload loads the field', async ({
  page,
}) => {
  const { documentId } = await shareNewDocument(
    'jordan',
    formContent([
      { elType: 'TextInput', properties: { label: 'Preferred name' } },
      { elType: 'Signature', properties: { label: 'Your signature' } },
    ]),
  );
  await signInAsNewLogin(page, 'jordan', '/home');
  const blocked = await blockChunk(page, 'SignatureField', 'js');
  await page.goto(`/document/${documentId}`);
  const alert = page.getByRole('alert').filter({ hasText: 'Loading chunk failed' });
  await expect(alert).toBeVisible();
  // Not a white screen: the other field is there and takes an answer.
  await page.getByLabel('Preferred name').fill('Jo');
  await page.unroute(blocked);
  await alert.getByRole('button', { name: 'Reload' }).click();
  // The script is fetched again in place: the answer typed meanwhile stays.
  await expect(page.getByRole('button', { name: 'Sign', exact: true })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await expect(page.getByLabel('Preferred name')).toHaveValue('Jo');
});

test('the staff app: a page whose chunk fails says "Loading chunk failed" with Reload, not a blank page', async ({
  page,
}) => {
  await signInToStaff(page);
  const blocked = await blockChunk(page, 'SettingsPage', 'js');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  const alert = page.getByRole('alert').filter({ hasText: 'Loading chunk failed' });
  await expect(alert).toBeVisible();
  await page.unroute(blocked);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('tab').first()).toBeVisible();
});
