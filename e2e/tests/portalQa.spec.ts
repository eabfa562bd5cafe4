import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  chooseFirstFreeDate,
  chooseService,
  continueToDateAndTime,
  freeTimes,
} from '../support/bookingWizard';
import {
  answerAsStaff,
  formContent,
  shareNewDocument,
  shareNewDocumentGroup,
} from '../support/portalDocuments';
import {
  demoPatients,
  newPortalLogin,
  portalApi,
  signInAsNewLogin,
  signInToPortalViaApi,
  staffApi,
} from '../support/portalSession';
import { bookableClinic, patientWithLogin, uniqueSuffix } from '../support/staffApp';

/** Defects a patient would notice, found walking the portal at 1280 and 390 px in both languages. */

/** Fails when a label is cut off (an ellipsis or a clipped end): its text is wider than its box. */
async function expectWholeLabels(labels: Locator): Promise<void> {
  await expect(labels.first()).toBeVisible();
  const clipped = await labels.evaluateAll((elements) =>
    elements.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent),
  );
  expect(clipped).toEqual([]);
}

/** The Mantine label span inside each button of `scope`. */
const buttonLabels = (scope: Locator | Page) => scope.locator('.mantine-Button-label');

test('the sign-in options and the dashboard buttons show their whole labels', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/signin');
  const registration = page.getByRole('link', { name: 'Request new-patient registration' });
  await expect(registration).toBeVisible();
  await expectWholeLabels(buttonLabels(page));
  // One line, as tall as 'New client': not broken over three lines at its hyphen.
  const [long, short] = await Promise.all([
    registration.boundingBox(),
    page.getByRole('link', { name: 'New client' }).boundingBox(),
  ]);
  expect(long?.height).toBe(short?.height);

  // A long document name wraps beside its Fill in button; the button keeps its label.
  const patient = await patientWithLogin(uniqueSuffix());
  const { formNames } = await shareNewDocumentGroup({ id: patient.id });
  await signInToPortalViaApi(page, patient.email, patient.firstName, patient.dateOfBirth);
  const pending = page.getByRole('region', { name: 'Pending documents' });
  await expect(pending.getByRole('link', { name: `Fill in: ${formNames[0]}` })).toBeVisible();
  await expectWholeLabels(buttonLabels(pending));
});

test('welcome, sign-in and registration on a phone, in Spanish: whole labels, Spanish date hint', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  await page.goto('/welcome');
  await expect(page.getByRole('button', { name: 'Paciente nuevo' })).toBeVisible();
  await expectWholeLabels(buttonLabels(page));
  await page.getByRole('link', { name: 'Cliente existente' }).click();
  const registration = page.getByRole('link', { name: 'Solicitar el registro de paciente nuevo' });
  await expect(registration).toBeVisible();
  await expectWholeLabels(buttonLabels(page));
  // The registration's date of birth hints in Spanish too, as the sign-in's does.
  await registration.click();
  await expect(page.getByRole('textbox', { name: 'Fecha de nacimiento' })).toHaveAttribute(
    'placeholder',
    'MM/DD/AAAA',
  );
});

test('a draft keeps its whole status in the documents table on a phone, in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  const patient = await patientWithLogin(uniqueSuffix());
  // Long names and a completed document's Download PDF take the width the status column had.
  const form = await staffApi<{ id: string }>('PUT', '/api/core/Forms', {
    name: `Annual behavioural health history and screening questionnaire ${uniqueSuffix()}`,
    content: formContent([{ elType: 'TextInput', properties: { label: 'Answer 1' } }]),
  });
  for (const complete of [false, true]) {
    const { id } = await staffApi<{ id: string }>('PUT', '/api/core/Documents', {
      formId: form.id,
      patientId: patient.id,
    });
    await staffApi('PATCH', `/api/core/Documents/${id}/Share`, { shared: true });
    if (complete) await answerAsStaff(id, 'Done', true);
  }
  await signInToPortalViaApi(page, patient.email, patient.firstName, patient.dateOfBirth, '/documents');
  const statuses = page.getByRole('table').locator('.mantine-Badge-label');
  await expect(statuses.getByText('Borrador')).toBeVisible();
  await expectWholeLabels(statuses);
});

test("a phone field's country shows whole on a phone, and still names every country", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  const { documentId } = await shareNewDocument(
    'jordan',
    formContent([{ elType: 'PhoneInput', properties: { label: 'Phone' } }]),
  );
  await signInAsNewLogin(page, 'jordan', `/document/${documentId}`);
  const country = page.getByRole('combobox', { name: 'País' });
  await country.selectOption('BA');
  // Closed, the code and dial code; the list itself names the country in full.
  await expect(page.locator('.cf-country > span')).toHaveText('BA +387');
  await expectWholeLabels(page.locator('.cf-country > span'));
  await expect(country.locator('option:checked')).toHaveText('Bosnia y Herzegovina (+387)');
});

test('the free times of a day show whole on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const suffix = uniqueSuffix();
  await bookableClinic(suffix);
  const patient = await patientWithLogin(suffix);
  await signInToPortalViaApi(page, patient.email, patient.firstName, patient.dateOfBirth, '/new-appointment');
  await chooseService(page, `E2E service ${suffix}`);
  await continueToDateAndTime(page, { location: `E2E location ${suffix}` });
  await chooseFirstFreeDate(page);
  await expect(freeTimes(page).first()).toHaveText(/^\d{2}:\d{2} (AM|PM)$/);
  await expectWholeLabels(buttonLabels(page.getByRole('group', { name: /^Free times on / })));
});

test('switch patient and sign out open as styled dialogs on any page and give the focus back', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const { alex } = demoPatients;
  const email = await newPortalLogin(['alex', 'sam']);
  await signInToPortalViaApi(page, email, alex.name, alex.dateOfBirth);
  await expect(page.getByRole('heading', { name: 'Welcome, Alex' })).toBeVisible();
  const userMenu = page.getByRole('button', { name: 'Account of Alex Rivera' });
  for (const [item, title] of [
    ['Switch patient', 'Switch patient'],
    ['Sign out', 'Sign out'],
  ] as const) {
    await userMenu.click();
    await page.getByRole('menuitem', { name: item }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    // Styled: a centred box laid over the page, not a block at the foot of it.
    await expect(page.locator('.mantine-Modal-inner')).toHaveCSS('position', 'fixed');
    await expect(page.locator('.mantine-Modal-overlay')).toBeVisible();
    expect((await dialog.boundingBox())?.width).toBeLessThan(700);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // The menu item that opened it is gone: the focus returns to the user button, not the page.
    await expect(userMenu).toBeFocused();
  }
});

test('the first page opens without React Router warnings, and Escape closes the phone menu', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsNewLogin(page, 'jordan', '/appointments');
  await expect(page.getByRole('heading', { level: 1, name: 'Appointments' })).toBeVisible();
  expect(warnings.filter((w) => w.includes('HydrateFallback'))).toEqual([]);

  const burger = page.getByRole('button', { name: 'Open the menu' });
  await burger.click();
  const documents = page.getByRole('link', { name: 'Documents' });
  await documents.focus();
  await page.keyboard.press('Escape');
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await expect(burger).toBeFocused();
  await expect(documents).toBeHidden();
});

test('a session ended by the server says so on the sign-in page, once', async ({ page }) => {
  const unreadCount = page.waitForResponse((r) => r.url().endsWith('/api/portal/Messages/UnreadCount'));
  const { token } = await signInAsNewLogin(page, 'jordan', '/documents');
  // The page's own reads are answered first: one still under way when the session ends would
  // take the patient to sign-in before the click (the same notice, but not the journey tested).
  await expect(page.getByText(/^(Showing \d+ of \d+|You have no documents yet\.)$/)).toBeVisible();
  await unreadCount;
  await expect(page.getByRole('progressbar')).toBeHidden();
  // Signed out elsewhere (or expired): the next call answers 401.
  await portalApi(token, 'POST', '/api/portal/Auth/Logout');
  await page.getByRole('link', { name: 'Appointments' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByRole('status')).toHaveText('Your session has ended. Please sign in again.');

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByText('Your session has ended.')).toBeHidden();
});

test("a notice's close button stands out on its colour", async ({ page }) => {
  const patient = await patientWithLogin(uniqueSuffix());
  const { documents } = await shareNewDocumentGroup({ id: patient.id });
  await signInToPortalViaApi(
    page,
    patient.email,
    patient.firstName,
    patient.dateOfBirth,
    `/document/${documents[0]?.id ?? ''}`,
  );
  await page.getByRole('textbox', { name: 'Answer 1' }).fill('Draft answer');
  await page.getByRole('button', { name: 'Save draft' }).click();
  const notice = page.getByRole('status').filter({ hasText: 'Your answers were saved.' });
  // White on the teal fill, as the text is (it was Mantine's grey: about 1.5:1).
  await expect(notice.getByRole('button', { name: 'Close' })).toHaveCSS('color', 'rgb(255, 255, 255)');
});

test("a visitor's appointment request shows the clinic above it and is the page's main content", async ({
  page,
}) => {
  await page.goto('/new-appointment');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Request an appointment' })).toBeVisible();
  const clinic = page.getByRole('banner').getByRole('link');
  await expect(clinic).toHaveAttribute('href', '/welcome');
  await expect(clinic).not.toHaveText('');
});

test("the documents filter's highlight sits on the chosen choice", async ({ page }) => {
  await signInAsNewLogin(page, 'jordan', '/documents');
  await page.getByText('Pending', { exact: true }).click();
  const chosen = page.locator('.mantine-SegmentedControl-control[data-active]');
  await expect(chosen).toHaveText('Pending');
  const highlight = page.locator('.mantine-SegmentedControl-indicator');
  // Within a pixel of the chosen choice's box (it sat a few pixels low and to the right).
  await expect(async () => {
    const [want, got] = await Promise.all([chosen.boundingBox(), highlight.boundingBox()]);
    expect(Math.abs((got?.y ?? -99) - (want?.y ?? 0))).toBeLessThanOrEqual(1);
    expect(Math.abs((got?.x ?? -99) - (want?.x ?? 0))).toBeLessThanOrEqual(1);
  }).toPass();
});

test('the first Tab offers to skip the header and menu', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsNewLogin(page, 'jordan', '/home');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main#main')).toBeFocused();
  // The next Tab goes into the page, past the seven menu links.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
});
