import { expect, type Locator, type Page, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import { formContent, shareNewDocument } from '../support/portalDocuments';
import { type PortalPhoneTexts, portalPhoneTexts } from '../support/portalPhoneTexts';
import { demoPatients, newPortalLogin, signInToPortalViaApi } from '../support/portalSession';

/**
 * Issue 17.8: every portal page and dialog at a phone's width (390 px), in English and Spanish:
 * nothing wider than the screen, and no serious or critical axe violation. One sign-in per
 * language serves every signed-in page; the pages are opened by address, the dialogs as a patient
 * opens them.
 */

const phone = { width: 390, height: 844 };

// The four tests share nothing (each its own login and document), and together they are the
// longest file: run in parallel, they spread over the workers instead of ending a run on one.
test.describe.configure({ mode: 'parallel' });

/** Nothing wider than the screen, and axe finds nothing serious on the page (or in `scope`). */
async function expectUsableOnPhone(page: Page, what: string, scope?: Locator): Promise<void> {
  const width = await page.evaluate(() => ({
    scroll: document.scrollingElement?.scrollWidth ?? 0,
    inner: window.innerWidth,
  }));
  expect.soft(width.scroll, `${what}: the page is wider than the screen`).toBeLessThanOrEqual(width.inner);
  const builder = axeScan(page).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (scope) builder.include(await scopeSelector(scope));
  const { violations } = await builder.analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect.soft(serious, `${what}: axe`).toEqual([]);
}

/** A CSS selector for a dialog: axe scans what a selector names. */
async function scopeSelector(scope: Locator): Promise<string> {
  const id = await scope.evaluate((element) => {
    if (!element.id) element.id = `scan-${Math.random().toString(36).slice(2)}`;
    return element.id;
  });
  return `#${id}`;
}

async function inLanguage(page: Page, texts: PortalPhoneTexts): Promise<void> {
  await page.setViewportSize(phone);
  await page.addInitScript((language) => localStorage.setItem('lang', language), texts.language);
}

/** Opens `path` and waits for its first heading and for its data (no spinner left). */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

for (const texts of portalPhoneTexts) {
  test(`signed out at 390 px in ${texts.name}: welcome, sign-in, registration and the request wizard`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await inLanguage(page, texts);
    for (const path of ['/welcome', '/signin', '/new-patient-registration']) {
      await open(page, path);
      await expectUsableOnPhone(page, path);
    }
    // The registration with every error shown.
    await page.locator('form button[type="submit"]').click();
    await expect(page.locator('[aria-invalid="true"]').first()).toBeFocused();
    await expectUsableOnPhone(page, 'registration errors');

    await open(page, '/new-appointment');
    // The wizard's own Next comes last (an intake form's pages have a Next of their own).
    const next = page.getByRole('button', { name: texts.next, exact: true }).last();
    for (const step of ['service', 'location', 'place of service', 'clinician']) {
      await page.getByRole('radio').first().check();
      await expectUsableOnPhone(page, `wizard: ${step}`);
      await next.click();
    }
    await page.locator('table button:enabled').first().click();
    await page
      .getByRole('button', { name: /^\d{2}:\d{2} (AM|PM)$/ })
      .first()
      .click();
    await expectUsableOnPhone(page, 'wizard: date and time');
    await next.click();
    await expect(page.getByRole('textbox', { name: texts.firstName, exact: true })).toBeVisible();
    await next.click();
    await expectUsableOnPhone(page, 'wizard: your information with errors');
    await page.getByRole('textbox', { name: texts.firstName, exact: true }).fill('Pat');
    await page.getByRole('textbox', { name: texts.lastName, exact: true }).fill('Phone');
    await page.getByRole('textbox', { name: texts.dateOfBirth }).fill('04121990');
    await page.getByRole('textbox', { name: texts.email }).fill('pat.phone@example.org');
    await page.getByRole('textbox', { name: texts.phone }).fill('(503) 555-0142');
    await next.click();
    await page.getByRole('radio', { name: texts.noInsurance }).check();
    await expectUsableOnPhone(page, 'wizard: insurance');
    await next.click();
    await page.getByRole('radio', { name: texts.selfPay }).check();
    await expectUsableOnPhone(page, 'wizard: payment');
    await next.click();
    await expectUsableOnPhone(page, 'wizard: intake');
    await next.click();
    await expectUsableOnPhone(page, 'wizard: confirmation');
  });

  test(`signed in at 390 px in ${texts.name}: every page and dialog`, async ({ page }) => {
    test.setTimeout(150_000);
    await inLanguage(page, texts);
    const { documentId } = await shareNewDocument('alex', clinicalForm);
    const { alex } = demoPatients;
    const email = await newPortalLogin(['alex', 'sam']);
    await signInToPortalViaApi(page, email, alex.name, alex.dateOfBirth);
    for (const path of [
      '/home',
      '/documents',
      `/document/${documentId}`,
      '/appointments',
      '/billing',
      '/paymentMethods',
      '/billing/addPaymentMethod',
      '/messages',
      '/profile',
      '/new-appointment',
    ]) {
      await open(page, path);
      await expectUsableOnPhone(page, path);
    }

    await open(page, '/billing');
    await page.getByRole('button', { name: texts.makePayment }).click();
    const options = page.getByRole('dialog', { name: texts.paymentOptions });
    await expectUsableOnPhone(page, 'payment options', options);
    await options.getByRole('button', { name: texts.payNow }).click();
    const pay = page.getByRole('dialog', { name: texts.payTitle });
    await expect(pay.getByRole('textbox').first()).toBeVisible();
    await expectUsableOnPhone(page, 'payment dialog', pay);
    await page.keyboard.press('Escape');
    await expect(pay).toBeHidden();

    const userMenu = page.getByRole('button', { name: texts.userMenu });
    for (const item of [texts.switchPatient, texts.signOut]) {
      await userMenu.click();
      await page.getByRole('menuitem', { name: item }).click();
      const dialog = page.getByRole('dialog', { name: item });
      await expect(dialog).toBeVisible();
      await expectUsableOnPhone(page, `${item} dialog`, dialog);
      await dialog.getByRole('button', { name: texts.cancel }).click();
      await expect(dialog).toBeHidden();
    }

    // The waitlist offer's reply is stood in for: what is tested is how its page lays out.
    const code = 'C'.repeat(43);
    await page.route(`**/api/portal/Waitlist/Offer/${code}`, (route) =>
      route.fulfill({
        json: {
          status: 'open',
          date: '2030-05-06',
          time: '09:00',
          endTime: '09:30',
          clinicianName: 'David Okafor, MD',
          locationName: 'Riverbend Downtown',
          locationAddress: '400 N High St, Suite 210, Columbus, OH 43215',
          expiresAt: '2030-05-06T08:00:00.000Z',
          appointmentId: null,
        },
      }),
    );
    await open(page, `/waitlist/${code}`);
    await expectUsableOnPhone(page, '/waitlist');
  });
}

/** A document with a signature and a clinical table, the widest things a document shows. */
const clinicalForm = formContent([
  { elType: 'TextInput', properties: { label: 'Preferred name' } },
  { elType: 'Signature', properties: { label: 'Your signature' } },
  { elType: 'PatientAllergies', properties: { label: 'Allergies' } },
  { elType: 'PatientVitals', properties: { label: 'Vitals' } },
  { elType: 'PatientMedications', properties: { label: 'Medications' } },
]);
