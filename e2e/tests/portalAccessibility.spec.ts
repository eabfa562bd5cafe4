import { expect, type Page, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import { shareNewDocument } from '../support/portalDocuments';
import { newPortalLogin, requestSignInLink, signInAsNewLogin } from '../support/portalSession';

async function expectNoSeriousViolations(page: Page, what: string) {
  const results = await axeScan(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, what).toEqual([]);
}

test('sign-in and confirm have no serious accessibility violations', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Send link' })).toBeVisible();
  await expectNoSeriousViolations(page, '/signin');
  const link = await requestSignInLink(await newPortalLogin(['alex', 'sam']));
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('radio').first()).toBeVisible();
  await expectNoSeriousViolations(page, '/confirm');
});

test('the signed-in pages have no serious accessibility violations', async ({ page }) => {
  const { documentId } = await shareNewDocument('jordan');
  await signInAsNewLogin(page, 'jordan');
  for (const [path, heading] of [
    ['/home', 'Welcome, Jordan'],
    ['/documents', 'Documents'],
    [`/document/${documentId}`, /E2E form/],
    ['/messages', 'Messages'],
    ['/profile', 'Patient'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoSeriousViolations(page, path);
  }
});
