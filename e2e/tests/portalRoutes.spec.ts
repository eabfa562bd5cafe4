import { expect, type Page, test } from '@playwright/test';
import { type PortalSettingsPatch, setPortalSettings, signInAsNewLogin } from '../support/portalSession';

const someId = '00000000-0000-4000-8000-000000000000';
const signedInPaths = [
  '/home',
  '/documents',
  `/document/${someId}`,
  `/document_group/${someId}`,
  '/appointments',
  '/messages',
  '/profile',
  '/billing',
  '/billing/addPaymentMethod',
  '/paymentMethods',
  '/waitlist/some-offer-code',
];
const pathRe = (path: string) => new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

async function expectLandsOn(page: Page, path: string, expected: string) {
  await page.goto(path);
  await expect(page, `${path} -> ${expected}`).toHaveURL(pathRe(expected));
}

/** Changes the portal settings for one test and puts them back after it. */
async function withSettings(patch: PortalSettingsPatch, body: () => Promise<void>) {
  const previous = await setPortalSettings(patch);
  try {
    await body();
  } finally {
    await setPortalSettings(previous);
  }
}

test('signed out, every other page goes to /signin', async ({ page }) => {
  for (const path of signedInPaths) await expectLandsOn(page, path, '/signin');
});

test('signed out may open welcome, signin, confirm, new-appointment and registration', async ({ page }) => {
  for (const path of [
    '/welcome',
    '/signin',
    '/confirm/some-code',
    '/new-appointment',
    '/new-patient-registration',
  ]) {
    await expectLandsOn(page, path, path);
  }
});

test('an unknown path goes to /welcome, and on to /home when signed in', async ({ page }) => {
  await expectLandsOn(page, '/no/such/page', '/welcome');
  await signInAsNewLogin(page, 'jordan');
  await expectLandsOn(page, '/no/such/page', '/home');
  await expectLandsOn(page, '/', '/home');
});

test('signed in, sign-in, confirm, welcome and registration go to /home; the pages open in the layout', async ({
  page,
}) => {
  await signInAsNewLogin(page, 'jordan');
  for (const path of ['/signin', '/confirm/some-code', '/welcome', '/new-patient-registration']) {
    await expectLandsOn(page, path, '/home');
  }
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  for (const path of signedInPaths) {
    await expectLandsOn(page, path, path);
    await expect(menu).toBeVisible();
  }
});

test('the menu lists the sections in order and opens each', async ({ page }) => {
  await signInAsNewLogin(page, 'jordan');
  const menu = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(menu.getByRole('link')).toHaveText([
    'My Dashboard',
    'Documents',
    'Appointments',
    'Patient',
    /^BillingPayments and Invoices/,
    'Payment Methods',
    /^Messages/,
  ]);
  const targets: [string, string][] = [
    ['Documents', '/documents'],
    ['Appointments', '/appointments'],
    ['Patient', '/profile'],
    ['Billing', '/billing'],
    ['Payment Methods', '/paymentMethods'],
    ['Messages', '/messages'],
    ['My Dashboard', '/home'],
  ];
  for (const [name, path] of targets) {
    await menu.getByRole('link', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(pathRe(path));
    await expect(menu.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute(
      'aria-current',
      'page',
    );
  }
});

test('welcome goes to /signin when registration and appointment requests are both disabled', async ({
  page,
}) => {
  await withSettings({ newPatientRegistrationEnabled: false }, async () => {
    await expectLandsOn(page, '/welcome', '/welcome');
  });
  await withSettings({ appointmentRequestEnable: false }, async () => {
    await expectLandsOn(page, '/welcome', '/welcome');
  });
  await withSettings({ newPatientRegistrationEnabled: false, appointmentRequestEnable: false }, async () => {
    await expectLandsOn(page, '/welcome', '/signin');
    // Sign-in offers no Back nor request options then.
    await expect(page.getByRole('link', { name: 'Back' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Request an appointment' })).toHaveCount(0);
  });
});

test('registration goes to /welcome when new-patient registration is disabled', async ({ page }) => {
  await withSettings({ newPatientRegistrationEnabled: false }, async () => {
    await expectLandsOn(page, '/new-patient-registration', '/welcome');
    await expectLandsOn(page, '/patient-registration-completed', '/welcome');
  });
});

test('new-appointment follows the appointment request settings', async ({ page }) => {
  await withSettings({ appointmentRequestNewPatientEnable: false }, async () => {
    await expectLandsOn(page, '/new-appointment', '/signin');
    await expect(page.getByRole('link', { name: 'Back' })).toHaveCount(0);
    await signInAsNewLogin(page, 'jordan');
    await expectLandsOn(page, '/new-appointment', '/new-appointment');
  });
  await withSettings({ appointmentRequestEnable: false }, async () => {
    // Signed in: /signin, which sends a signed-in user on to /home.
    await expectLandsOn(page, '/new-appointment', '/home');
    await page.evaluate(() => localStorage.clear());
    await expectLandsOn(page, '/new-appointment', '/signin');
  });
});
