import { expect, type Page, test } from '@playwright/test';
import { randomClientIp } from '../support/clientAddress';
import { staffAdmin, staffApi } from '../support/portalSession';
import { signInToStaffThroughUi, uniqueSuffix } from '../support/staffApp';
import { sessionCookieNames, staffMarkerKey } from '../support/storedSession';

/** The staff session cookie in the browser, as the test (not the page) sees it. */
async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === sessionCookieNames.staff);
}

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

test('after five wrong passwords the account waits, and the page says how long', async ({ page }) => {
  // An account of the test's own: the admin must stay free for every other test.
  const account = {
    email: `e2e-wait-${uniqueSuffix()}@example.org`,
    password: `wait-${uniqueSuffix()}-pass`,
  };
  await staffApi('PUT', '/api/core/StaffUsers', { ...account, firstName: 'Wait', lastName: 'Tester' });
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientIp() });
  await page.goto('/staff/signin');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email);
  const password = page.getByRole('textbox', { name: 'Password' });
  // The button is disabled while a sign-in is under way, so each click is its own attempt.
  for (let i = 0; i < 5; i += 1) {
    await password.fill(`not the password ${i}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('The e-mail or password is incorrect.');
  }
  await password.fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The wait is a minute from the fifth failure; a slow machine may already be seconds into it.
  await expect(page.getByRole('alert')).toHaveText(
    /^Too many failed sign-ins\. Please try again in (1 minute|\d+ seconds)\.$/,
  );
  await expect(page).toHaveURL(/\/staff\/signin$/);
});

test('staff sign in, stay signed in after a reload, and sign out after confirming', async ({ page }) => {
  await signInToStaffThroughUi(page);
  await expect(page).toHaveURL(/\/staff\/patients$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();
  expect(await sessionCookie(page)).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  expect(await page.evaluate((key) => localStorage.getItem(key), staffMarkerKey)).toBeTruthy();
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
  expect(await sessionCookie(page)).toBeUndefined();
  expect(await page.evaluate((key) => localStorage.getItem(key), staffMarkerKey)).toBeNull();
  await page.goto('/staff/settings');
  await expect(page).toHaveURL(/\/staff\/signin\?returnTo=%2Fsettings$/);
});

test('a deep link opens after sign-in, and a revoked session goes back to sign-in', async ({ page }) => {
  await signInToStaffThroughUi(page, '/staff/settings/services');
  await expect(page).toHaveURL(/\/staff\/settings\/services$/);
  await expect(page.getByRole('tab', { name: 'Services', selected: true })).toBeVisible();
  // The session ends elsewhere (revoked on the server): the next call answers 401. The test reads
  // the token from the browser's cookie jar, which the page's script cannot.
  const token = (await sessionCookie(page))?.value;
  const revoked = await page.request.post('/api/core/Auth/Logout', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(revoked.status()).toBe(204);
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
