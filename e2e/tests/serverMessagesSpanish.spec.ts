import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { chooseSlot, continueToConfirmation, payWithoutInsurance } from '../support/bookingWizard';
import { randomClientIp } from '../support/clientAddress';
import { answerAsStaff, formContent, shareNewDocument } from '../support/portalDocuments';
import { codeOf, requestSignInLink, signInAsNewLogin, staffApi } from '../support/portalSession';

/**
 * Issue 17.4: a Spanish patient never reads English from the server. Refusals arrive as codes the
 * portal words in Spanish (card declines, a slot taken meanwhile, the date-of-birth refusal and
 * lockout), so does the client's own 'No connection with resources', and the statement's lines
 * and the printable page are in Spanish too.
 */

/** Texts that must not show: the server's English for what these tests meet. */
const english = [
  'Your card',
  'The chosen time',
  'Invalid date of birth',
  'Too many wrong dates',
  'No connection with resources',
  'Insurance payment',
  'Patient payment',
];

async function expectNoEnglish(page: Page) {
  const text = await page.locator('body').innerText();
  for (const phrase of english) expect(text).not.toContain(phrase);
}

async function inSpanish(page: Page) {
  await page.evaluate(() => localStorage.setItem('lang', 'es'));
  await page.reload();
}

test('a card decline and the statement read in Spanish', async ({ page }) => {
  await signInAsNewLogin(page, 'sam', '/billing');
  await inSpanish(page);
  await expect(page.getByRole('heading', { name: 'Facturación (pagos y facturas)' })).toBeVisible();
  // Statement lines come as kinds with values, worded here: the insurer's payment and its EOB.
  const table = page.getByRole('table', { name: 'Cargos y pagos, los más recientes primero' });
  await expect(table.getByRole('row', { name: /Pago del seguro/ }).first()).toBeVisible();

  await page.getByRole('button', { name: 'Realizar un pago' }).click();
  await page
    .getByRole('dialog', { name: 'Opciones de pago' })
    .getByRole('button', { name: 'Pagar ahora' })
    .click();
  const pay = page.getByRole('dialog', { name: 'Pagar su saldo' });
  await pay.getByRole('textbox', { name: 'Importe' }).fill('1');
  await pay.getByRole('radio', { name: 'Una tarjeta nueva' }).check();
  await pay.getByRole('textbox', { name: 'Nombre en la tarjeta' }).fill('Pat Payer');
  await pay.getByRole('textbox', { name: 'Número de tarjeta' }).fill('4000 0000 0000 0002');
  await pay.getByRole('combobox', { name: 'Mes de vencimiento' }).selectOption('12');
  await pay
    .getByRole('combobox', { name: 'Año de vencimiento' })
    .selectOption(String(new Date().getFullYear() + 3));
  await pay.getByRole('textbox', { name: 'Código de seguridad (CVC)' }).fill('123');
  await pay.getByRole('button', { name: 'Pagar $1.00' }).click();

  const failure = page.getByRole('dialog', { name: 'Error en la transacción' });
  await expect(failure.getByRole('alert')).toHaveText('Su tarjeta fue rechazada.');
  await expectNoEnglish(page);
});

test('a slot taken meanwhile is refused in Spanish', async ({ page }) => {
  // The intake step is bookingIntake.spec.ts's: here Downtown asks for no intake forms (as in
  // booking.spec.ts), and gets its own back at the end.
  const { items } = await staffApi<{ items: { id: string; name: string; formIds: string[] }[] }>(
    'POST',
    '/api/core/Locations',
    { searchPhrase: 'Riverbend Downtown', page: 0, pageSize: 10 },
  );
  const downtown = items.find((location) => location.name === 'Riverbend Downtown');
  if (!downtown) throw new Error('no Riverbend Downtown');
  await staffApi('PATCH', `/api/core/Locations/${downtown.id}`, { formIds: [] });
  try {
    await requestTakenSlotInSpanish(page);
  } finally {
    await staffApi('PATCH', `/api/core/Locations/${downtown.id}`, { formIds: downtown.formIds });
  }
});

/** The wizard walked in English up to Confirmation, then the patient switches to Spanish and sends. */
async function requestTakenSlotInSpanish(page: Page) {
  await signInAsNewLogin(page, 'alex', '/new-appointment');
  // One clinician, so the slot cannot move to another one when it is taken.
  await chooseSlot(page, {
    service: 'Medication Management',
    location: 'Riverbend Downtown',
    clinician: /Okafor/,
  });
  await payWithoutInsurance(page);
  await continueToConfirmation(page);
  await page.getByRole('button', { name: /Account of Alex Rivera/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('button', { name: 'Solicitar cita' })).toBeVisible();
  // The same request reaches the server first, so the patient's own request is refused as the
  // slot taken meanwhile, by the real server.
  await page.route('**/api/portal/AppointmentRequests', async (route) => {
    if (route.request().method() !== 'PUT') return route.continue();
    await route.fetch();
    return route.continue();
  });
  await page.getByRole('button', { name: 'Solicitar cita' }).click();
  await expect(page.getByRole('dialog')).toContainText(
    'La hora elegida no está disponible. Elija otra fecha u hora.',
  );
  await expectNoEnglish(page);
}

test('the date-of-birth refusal, no connection and the lockout read in Spanish', async ({
  page,
  request,
}) => {
  const suffix = randomUUID().slice(0, 8);
  const patient = await staffApi<{ id: string }>('PUT', '/api/core/Patients', {
    firstName: `Codes${suffix}`,
    lastName: 'Tester',
    dateOfBirth: '1988-03-14',
  });
  // Three logins of the one patient: the page's, and two whose links the lockout is made with.
  const emails = ['page', 'a', 'b'].map((who) => `e2e-codes-${who}-${suffix}@example.org`);
  for (const email of emails) {
    await staffApi('PUT', '/api/core/PortalLogins', { email, language: 'es', patientIds: [patient.id] });
  }
  await page.addInitScript(() => localStorage.setItem('lang', 'es'));
  await page.setExtraHTTPHeaders({ 'X-Forwarded-For': randomClientIp() });
  await page.goto(new URL(await requestSignInLink(emails[0] ?? '')).pathname);
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  const dateOfBirth = page.getByRole('textbox', { name: 'Fecha de nacimiento' });
  await dateOfBirth.fill('01/01/1999');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(
    page.getByText('Fecha de nacimiento no válida. Corríjala e inténtelo de nuevo.'),
  ).toBeVisible();

  // portal.md section 8's 'No connection with resources', in Spanish: the call never answers.
  await page.route('**/api/portal/Auth/Login', (route) => route.abort('internetdisconnected'));
  await dateOfBirth.fill('03/14/1988');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Sin conexión con los recursos', { exact: true })).toBeVisible();
  await page.unroute('**/api/portal/Auth/Login');

  // Ten more wrong dates of birth (five per link) lock the patient's sign-in for an hour.
  for (const email of emails.slice(1)) {
    const code = codeOf(await requestSignInLink(email));
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await request.post('/api/portal/Auth/Login', {
        data: { patientId: patient.id, dateOfBirth: '1999-01-01', code },
        headers: { 'X-Forwarded-For': randomClientIp() },
      });
      expect(wrong.status()).toBe(400);
    }
  }
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(
    page.getByText(
      'Demasiadas fechas de nacimiento incorrectas. El inicio de sesión de este paciente está bloqueado; inténtelo de nuevo dentro de una hora.',
    ),
  ).toBeVisible();
  await expectNoEnglish(page);
});

test('a printable page labels its details in Spanish', async ({ page }) => {
  const { name, documentId } = await shareNewDocument(
    'jordan',
    formContent([{ elType: 'TextInput', properties: { label: 'Favourite colour', required: true } }]),
  );
  await answerAsStaff(documentId, 'Teal');
  await signInAsNewLogin(page, 'jordan', `/document/${documentId}`);
  await inSpanish(page);
  await page.getByRole('button', { name: 'Imprimir', exact: true }).click();
  const printable = page.frameLocator(`iframe[title="Versión imprimible de ${name}"]`);
  await expect(printable.getByRole('heading', { name })).toBeVisible();
  for (const label of ['Paciente', 'N.º de expediente', 'Fecha de nacimiento', 'Estado', 'Creado por']) {
    await expect(printable.getByText(`${label}:`, { exact: true })).toBeVisible();
  }
  await expect(printable.locator('.details')).toContainText('Borrador');
  for (const label of ['Patient', 'MRN', 'Status']) {
    await expect(printable.getByText(`${label}:`, { exact: true })).toHaveCount(0);
  }
});
