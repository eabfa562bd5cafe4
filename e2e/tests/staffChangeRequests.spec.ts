import { type Browser, expect, type Page, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import { portalApi, portalStorageKeys, signInToPortalViaApi } from '../support/portalSession';
import { patientWithLogin, signInToStaff } from '../support/staffApp';

/** Issue 18.3: staff decide the profile changes patients ask for; the patient reads the outcome. */

type Patient = Awaited<ReturnType<typeof patientWithLogin>>;

/** The patient's portal Profile in a browser context of its own; resolves with the page and the portal token. */
async function portalProfile(browser: Browser, patient: Patient) {
  const page = await (await browser.newContext()).newPage();
  const token = await signInToPortalViaApi(
    page,
    patient.email,
    patient.name,
    patient.dateOfBirth,
    '/profile',
  );
  return { page, token };
}

/** The same page again in Spanish (the portal keeps the language in local storage). */
async function inSpanish(page: Page): Promise<void> {
  await page.evaluate((key) => localStorage.setItem(key, 'es'), portalStorageKeys.lang);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Paciente' })).toBeVisible();
}

const requestsRegion = (page: Page, name: string) => page.getByRole('region', { name });

test('a request appears live, is reviewed beside the chart’s values and applied; the patient sees it applied, in English and Spanish', async ({
  page,
  browser,
}) => {
  const patient = await patientWithLogin();
  const { page: portal, token } = await portalProfile(browser, patient);
  await signInToStaff(page, '/staff/change-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile change requests' })).toBeVisible();

  // Sent while staff look at the queue: it appears without a reload, and the menu counts it.
  await portalApi(token, 'PUT', '/api/portal/Profile/ChangeRequests', {
    changes: { city: 'Dayton', phone: '(614) 555-0199' },
  });
  const row = page.getByRole('row', { name: new RegExp(patient.name) });
  await expect(row).toContainText('City, Phone');
  await expect(row).toContainText('Pending');
  await expect(
    page.getByRole('navigation', { name: 'Main navigation' }).getByLabel(/^\d+ pending$/),
  ).toBeVisible();
  expect((await axeScan(page).include('main').analyze()).violations).toEqual([]);

  await row.getByRole('button', { name: /^Review the change request of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile change request' });
  const city = dialog.getByRole('row', { name: /^City/ });
  await expect(city.getByRole('cell')).toHaveText(['City', '(empty)', 'Dayton']);
  await expect(
    dialog
      .getByRole('row', { name: /^Phone/ })
      .getByRole('cell')
      .nth(2),
  ).toHaveText('(614) 555-0199');
  // The dialog's content: Mantine's modal header is a <header>, a second banner beside the app's (left alone here).
  expect((await axeScan(page).include('.mantine-Modal-body').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Apply changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toHaveText(
    `The changes were applied to the chart of ${patient.name}.`,
  );
  await expect(row).toHaveCount(0);

  // The chart has the new values.
  await page.goto(`/staff/patients/${patient.id}`);
  await expect(page.getByRole('heading', { level: 1, name: patient.name })).toBeVisible();
  await expect(page.getByText('Dayton')).toBeVisible();

  await portal.reload();
  const contact = portal.getByRole('region', { name: 'Contact details' });
  await expect(contact).toContainText('Dayton');
  await expect(contact).toContainText('(614) 555-0199');
  const requests = requestsRegion(portal, 'Your change requests');
  await expect(requests).toContainText('City: Dayton');
  await expect(requests).toContainText('Applied');
  await expect(requests).toContainText(/Reviewed \d{2}\/\d{2}\/\d{4}/);

  await inSpanish(portal);
  const solicitudes = requestsRegion(portal, 'Sus solicitudes de cambio');
  await expect(solicitudes).toContainText('Ciudad: Dayton');
  await expect(solicitudes).toContainText('Aplicada');
  await expect(solicitudes).toContainText(/Revisada el \d{2}\/\d{2}\/\d{4}/);
});

test('from the chart, a request is rejected with a reason the patient reads in English and Spanish', async ({
  page,
  browser,
}) => {
  const patient = await patientWithLogin();
  const { page: portal, token } = await portalProfile(browser, patient);
  await portalApi(token, 'PUT', '/api/portal/Profile/ChangeRequests', {
    changes: { addressLine1: '9 Elm Street' },
  });

  await signInToStaff(page, `/staff/patients/${patient.id}`);
  const notice = page
    .getByRole('status')
    .filter({ hasText: 'This patient asked for a profile change in the portal.' });
  await notice.getByRole('link', { name: 'Review' }).click();
  await expect(page.getByText(`Only the requests of ${patient.name}`)).toBeVisible();
  await expect(page.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: /^Review the change request of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Profile change request' });
  await expect(dialog.getByRole('row', { name: /^Address/ }).getByRole('cell')).toHaveText([
    'Address',
    '(empty)',
    '9 Elm Street',
  ]);
  await dialog.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject change request' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Enter a reason.')).toBeVisible();
  await reject
    .getByRole('textbox', { name: 'Reason' })
    .fill('Please bring proof of address to your next visit.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await expect(
    page.getByRole('status').filter({
      hasText: 'The change request was rejected; the patient sees the reason in the portal.',
    }),
  ).toBeVisible();
  // The chart no longer asks for a review.
  await page.goto(`/staff/patients/${patient.id}`);
  await expect(page.getByRole('heading', { level: 1, name: patient.name })).toBeVisible();
  await expect(page.getByText('This patient asked for a profile change in the portal.')).toHaveCount(0);

  await portal.reload();
  const requests = requestsRegion(portal, 'Your change requests');
  await expect(requests).toContainText('Address: 9 Elm Street');
  await expect(requests).toContainText('Rejected');
  await expect(requests).toContainText(
    'Reason from the clinic: Please bring proof of address to your next visit.',
  );
  await expect(portal.getByRole('region', { name: 'Contact details' })).not.toContainText('9 Elm Street');

  await inSpanish(portal);
  const solicitudes = requestsRegion(portal, 'Sus solicitudes de cambio');
  await expect(solicitudes).toContainText('Dirección: 9 Elm Street');
  await expect(solicitudes).toContainText('Rechazada');
  await expect(solicitudes).toContainText(
    'Motivo de la clínica: Please bring proof of address to your next visit.',
  );
});
