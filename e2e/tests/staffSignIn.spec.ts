import { expect, test } from '@playwright/test';
import { staffAdmin } from '../support/portalSession';
import { signInToStaffThroughUi } from '../support/staffApp';

test('a wrong password is refused with the server message and the form stays', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': '10.200.0.1' });
  await page.goto('/staff/');
  await expect(page).toHaveURL(/\/staff\/signin$/);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Enter your e-mail.')).toBeVisible();
  await expect(page.getByText('Enter your password.')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mail' }).fill(staffAdmin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  await expect(page).toHaveURL(/\/staff\/signin$/);
});

test('too many attempts show the rate-limit message', async ({ page }) => {
  await page.route('**/api/core/Auth/Login', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: '{"messages":["Too many requests"]}',
    }),
  );
  await page.goto('/staff/signin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(staffAdmin.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('whatever');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many sign-in attempts. Please wait a minute and try again.',
  );
});

test('staff sign in, stay signed in after a reload, and sign out after confirming', async ({ page }) => {
  await signInToStaffThroughUi(page);
  await expect(page).toHaveURL(/\/staff\/patients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('staff-session'))).toBeTruthy();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();

  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/staff\/patients$/);

  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/staff\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('staff-session'))).toBeNull();
  await page.goto('/staff/settings');
  await expect(page).toHaveURL(/\/staff\/signin\?returnTo=%2Fsettings$/);
});

test('a deep link opens after sign-in, and a revoked session goes back to sign-in', async ({ page }) => {
  await signInToStaffThroughUi(page, '/staff/settings/services');
  await expect(page).toHaveURL(/\/staff\/settings\/services$/);
  await expect(page.getByRole('tab', { name: 'Services', selected: true })).toBeVisible();
  // The session ends elsewhere (revoked on the server): the next call answers 401.
  const token = await page.evaluate(() => localStorage.getItem('staff-session'));
  await page.request.post('/api/core/Auth/Logout', { headers: { Authorization: `Bearer ${token}` } });
  await page.getByRole('link', { name: 'Patients' }).click();
  await expect(page).toHaveURL(/\/staff\/signin/);
  await expect(page.getByRole('status')).toHaveText('Your session has ended. Please sign in again.');
});

test('the menu and pages work by keyboard', async ({ page }) => {
  await signInToStaffThroughUi(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  const settings = page.getByRole('link', { name: 'Settings' });
  await settings.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/staff\/settings\/organization$/);
  await expect(page.getByRole('textbox', { name: 'Organisation name' })).toBeVisible();
});
