import { expect, test } from '@playwright/test';

test('the portal opens at / on the welcome page with the organisation name', async ({ page, request }) => {
  const settings = (await (await request.get('/api/portal/SystemSettings')).json()) as {
    organizationName: string;
  };
  await page.goto('/');
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome to ${settings.organizationName}`);
  await expect(page.getByRole('link', { name: 'Existing Client' })).toBeVisible();
});

test('an unknown path redirects to /welcome, also on reload of a deep link', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/welcome$/);
  await page.reload();
  await expect(page).toHaveURL(/\/welcome$/);
});

test('Spanish is chosen on the welcome page and kept after reload', async ({ page }) => {
  await page.goto('/welcome');
  await page.getByLabel('Language').selectOption('es');
  await expect(page.getByRole('link', { name: 'Cliente existente' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('link', { name: 'Cliente existente' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
});

test('the staff app is served at /staff/', async ({ page }) => {
  await page.goto('/staff/');
  await expect(page).toHaveURL(/\/staff\/signin$/);
});
