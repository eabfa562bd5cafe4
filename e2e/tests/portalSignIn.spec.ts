import { expect, type Page, test } from '@playwright/test';
import { linkIn, waitForMail } from '../support/mailbox';
import {
  codeOf,
  demoPatients,
  newPortalLogin,
  portalApi,
  portalStorageKeys,
  requestSignInLink,
  signInAsNewLogin,
  signInToPortal,
  signInToPortalViaApi,
} from '../support/portalSession';
import { sessionCookieNames } from '../support/storedSession';

/** The portal's session cookie in the browser, as the test (not the page) sees it. */
async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === sessionCookieNames.portal);
}

test('the whole sign-in: e-mail, the mailed link, patient, date of birth, then the dashboard', async ({
  page,
}) => {
  const email = await newPortalLogin(['alex']);
  await signInToPortal(page, email, 'Alex R.', demoPatients.alex.dateOfBirth);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alex');
  const stored = await page.evaluate((key) => localStorage.getItem(key), portalStorageKeys.user);
  const user = JSON.parse(stored ?? '{}') as { Patient: { Id: string }; LocationId: string };
  expect(user).toMatchObject({ Patient: { Id: expect.any(String) }, LocationId: expect.any(String) });
  const session = await sessionCookie(page);
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/' });
  // Every call carries the session cookie, the app header and the patient's location; no bearer token.
  // The call after a reload, with the session only in the browser's cookie jar. Its answer is
  // awaited, not the request: a request the reload cut short reports no cookie header.
  const isFindAll = (response: { url(): string }) => response.url().includes('/api/portal/Documents/FindAll');
  const firstList = page.waitForResponse(isFindAll);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Documents' })
    .click();
  await firstList;
  const call = page.waitForResponse(isFindAll);
  await page.reload();
  const headers = await (await call).request().allHeaders();
  expect(headers.authorization).toBeUndefined();
  expect(headers.cookie).toContain(`${sessionCookieNames.portal}=${session?.value}`);
  expect(headers['x-clinic-app']).toBe('1');
  expect(headers['x-location-id']).toBe(user.LocationId);
});

test('the e-mail is required and must be valid; sending shows the same message for an unknown address', async ({
  page,
}) => {
  await page.goto('/signin');
  const email = page.getByRole('textbox', { name: 'Email' });
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await email.fill('not-an-address');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await email.fill('nobody-here@example.org');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Link sent, please check your email.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
  // Back to the form for another address.
  await page.getByRole('button', { name: 'Send another link' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeFocused();
});

test('a failing SendLink still shows the success message, after a spinner', async ({ page }) => {
  // The failing answer is held until the spinner has been seen, however slow the machine.
  let answer = () => {};
  const spinnerSeen = new Promise<void>((resolve) => {
    answer = resolve;
  });
  await page.route('**/api/portal/Auth/SendLink', async (route) => {
    await spinnerSeen;
    await route.fulfill({ status: 500, body: '{"messages":["boom"]}', contentType: 'application/json' });
  });
  await page.goto('/signin');
  await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.org');
  await page.getByRole('button', { name: 'Send link' }).click();
  await expect(page.getByText('Sending the link…')).toBeVisible();
  answer();
  await expect(page.getByText('Link sent, please check your email.')).toBeVisible();
});

test('sign-in offers Back and the other options while new-patient requests are enabled', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('link', { name: 'Back' })).toBeVisible();
  for (const name of ['New client', 'Request an appointment', 'Request new-patient registration']) {
    await expect(page.getByRole('link', { name })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Existing client' })).toBeVisible();
  await page.getByRole('link', { name: 'Request an appointment' }).click();
  await expect(page).toHaveURL(/\/new-appointment$/);
});

test('confirm: a wrong date of birth is refused, Back returns to the patient, the right one signs in', async ({
  page,
}) => {
  const email = await newPortalLogin(['alex', 'sam']);
  const link = await requestSignInLink(email);
  await page.goto(new URL(link).pathname);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose a patient', { exact: true })).toBeVisible();
  await page.getByRole('radio', { name: 'Sam R.' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Enter the date of birth of Sam R.')).toBeVisible();
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter the date of birth.', { exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('01011999');
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveValue('01/01/1999');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Invalid date of birth. Please correct it and try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('radio', { name: 'Sam R.' })).toBeChecked();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'Date of birth' }).fill('09/30/2015');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam');
});

test('an unknown or used link says the link expired and offers a new one', async ({ page }) => {
  await page.goto('/confirm/not-a-real-code');
  await expect(page.getByText('Expired link. Please request a new link and try again.')).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/signin$/);
});

test('the sign-in mail is the one the link came from', async () => {
  const email = await newPortalLogin(['jordan']);
  const since = new Date().toISOString();
  const link = await requestSignInLink(email);
  const mail = await waitForMail(email, { since });
  expect(linkIn(mail, '/confirm/')).toBe(link);
  expect(codeOf(link).length).toBeGreaterThan(20);
});

test('sign out asks first; Cancel stays, OK signs out and forgets the session', async ({ page }) => {
  await signInAsNewLogin(page, 'jordan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Jordan');
  await page.getByRole('button', { name: /Account of Jordan Lee/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign out' });
  await expect(dialog.getByText('Do you want to sign out?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/home$/);
  await page.getByRole('button', { name: /Account of Jordan Lee/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.getByRole('dialog', { name: 'Sign out' }).getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), portalStorageKeys.user)).toBeNull();
  expect(await sessionCookie(page)).toBeUndefined();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/signin$/);
});

test('a 401 from the server signs the user out', async ({ page }) => {
  const { token } = await signInAsNewLogin(page, 'jordan');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Jordan');
  // The session ends on the server (as after signing out elsewhere): the next call answers 401.
  await portalApi(token, 'POST', '/api/portal/Auth/Logout');
  await page.getByRole('link', { name: 'Patient' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), portalStorageKeys.user)).toBeNull();
  // The server dropped the cookie with its 401.
  expect(await sessionCookie(page)).toBeUndefined();
});

test('switching patient: select, date of birth, Switch; Cancel changes nothing', async ({ page }) => {
  await signInAsNewLogin(page, 'alex');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alex');
  // A login with one patient offers no switch.
  await page.getByRole('button', { name: /Account of Alex Rivera/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Switch patient' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  const email = await newPortalLogin(['alex', 'sam']);
  await page.evaluate(() => localStorage.clear());
  await signInToPortalViaApi(page, email, 'Alex R.', demoPatients.alex.dateOfBirth);
  await page.getByRole('button', { name: /Account of Alex Rivera/ }).click();
  await page.getByRole('menuitem', { name: 'Switch patient' }).click();
  let dialog = page.getByRole('dialog', { name: 'Switch patient' });
  await expect(dialog.getByRole('combobox', { name: 'Patient' })).toHaveValue(/.+/);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Alex');

  await page.getByRole('button', { name: /Account of Alex Rivera/ }).click();
  await page.getByRole('menuitem', { name: 'Switch patient' }).click();
  dialog = page.getByRole('dialog', { name: 'Switch patient' });
  await dialog.getByRole('combobox', { name: 'Patient' }).selectOption({ label: 'Sam R.' });
  await dialog.getByRole('textbox', { name: 'Date of birth' }).fill('01/01/2000');
  await dialog.getByRole('button', { name: 'Switch' }).click();
  await expect(dialog.getByText('Invalid date of birth. Please correct it and try again.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Date of birth' }).fill('09/30/2015');
  await dialog.getByRole('button', { name: 'Switch' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Sam');
  await expect(page.getByRole('button', { name: /Account of Sam Rivera/ })).toBeVisible();
});
