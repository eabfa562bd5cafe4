import { expect, type Page, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import { staffApi } from '../support/portalSession';
import { signInToStaff, uniqueSuffix } from '../support/staffApp';

/**
 * Issue 21 point 6: staff choose Spanish in the user menu and the whole staff app follows (menu,
 * headings, buttons, tables, dialogs, the tab title and the page's lang), and keeps it on reload.
 */

/** English words of the app's own chrome: none may be left on a page read in Spanish. */
const englishChrome = [
  'Patients',
  'Forms',
  'Documents',
  'Alerts',
  'Schedule',
  'Appointment requests',
  'Change requests',
  'Waitlist',
  'Messages',
  'Takings',
  'Settings',
  'New patient',
  'Name',
  'Date of birth',
  'Location',
  'Status',
  'Actions',
  'Book appointment',
  'Calendar',
  'Today',
  'New form',
  'Add from library',
  'Category',
  'Last edited',
  'New message',
  'Conversations',
  'Locations',
  'Services',
  'Clinicians',
  'Staff users',
  'Billing',
  'Post charge',
  'Take payment',
  'Invoices',
  'Episodes of care',
  'Edit patient',
  'Save',
  'Cancel',
  'Delete',
  'Previous',
  'Next',
  'Queue',
];

/**
 * The app's chrome on the page now: navigation links, headings, tabs, column headers, field labels
 * and button texts (patients' and forms' names are data and stay as entered).
 */
async function chromeTexts(page: Page): Promise<string[]> {
  return page
    .locator(
      'nav a, h1, h2, h3, h4, [role="tab"], th, label, button:not([aria-hidden="true"]), [role="dialog"] header',
    )
    .evaluateAll((elements) =>
      elements
        .filter((element) => (element as HTMLElement).offsetParent !== null)
        .map((element) => (element as HTMLElement).innerText.trim())
        .filter((text) => text !== ''),
    );
}

async function expectNoEnglishChrome(page: Page): Promise<void> {
  const texts = await chromeTexts(page);
  expect(texts.filter((text) => englishChrome.includes(text))).toEqual([]);
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

/** A menu link by its name, with or without the count it may carry ("Documentos 2 por revisar"): other tests leave work waiting. */
const navLink = (page: Page, link: string) =>
  nav(page).getByRole('link', { name: new RegExp(`^${link}( \\d+ [^\\d]+)?$`) });

async function openSection(page: Page, link: string, heading: string): Promise<void> {
  await navLink(page, link).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

test('staff switch the staff app to Spanish and every main screen reads in Spanish, after a reload too', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const suffix = uniqueSuffix();
  const patient = await staffApi<{ id: string }>('PUT', '/api/core/Patients', {
    firstName: `Lucía${suffix}`,
    lastName: 'Ortega',
    dateOfBirth: '1984-05-17',
  });
  await signInToStaff(page, '/staff/patients');
  await expect(page.getByRole('heading', { level: 1, name: 'Patients' })).toBeVisible();

  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();

  // Patients: the page changed language at once, with the menu, the tab title and the page's lang.
  await expect(page.getByRole('heading', { level: 1, name: 'Pacientes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Pacientes · Personal de la clínica');
  await expect(page.getByRole('searchbox', { name: 'Buscar pacientes' })).toBeVisible();
  for (const link of [
    'Agenda',
    'Documentos',
    'Formularios',
    'Mensajes',
    'Configuración',
    'Lista de espera',
  ]) {
    await expect(navLink(page, link)).toBeVisible();
  }
  await expect(page.getByRole('columnheader', { name: 'Fecha de nacimiento' })).toBeVisible();
  await expectNoEnglishChrome(page);

  // A chart with its billing, and a dialog.
  await page.goto(`/staff/patients/${patient.id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Lucía${suffix} Ortega` })).toBeVisible();
  const billing = page.getByRole('region', { name: 'Facturación' });
  await expect(billing.getByRole('button', { name: 'Cobrar' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Episodios de atención' })).toBeVisible();
  await expectNoEnglishChrome(page);
  await billing.getByRole('button', { name: 'Registrar cargo' }).click();
  const charge = page.getByRole('dialog', { name: 'Registrar un cargo' });
  await expect(charge.getByRole('textbox', { name: 'Código CPT/HCPCS' })).toBeVisible();
  await expect(charge.getByRole('button', { name: 'Cancelar' })).toBeVisible();
  await expectNoEnglishChrome(page);
  await charge.getByRole('button', { name: 'Cancelar' }).click();
  await expect(charge).toBeHidden();

  await openSection(page, 'Agenda', 'Agenda');
  await expect(page.getByRole('button', { name: 'Reservar cita' })).toBeVisible();
  await expectNoEnglishChrome(page);

  await openSection(page, 'Documentos', 'Documentos');
  await expect(page.getByRole('radiogroup', { name: 'Bandeja' })).toContainText('Pendientes de firma');
  await expectNoEnglishChrome(page);

  await openSection(page, 'Formularios', 'Formularios');
  await expect(page.getByRole('button', { name: 'Formulario nuevo' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Última edición' })).toBeVisible();
  await expectNoEnglishChrome(page);

  await openSection(page, 'Mensajes', 'Mensajes');
  await expect(page.getByRole('button', { name: 'Mensaje nuevo' })).toBeVisible();
  await expectNoEnglishChrome(page);

  await openSection(page, 'Configuración', 'Configuración');
  await page.getByRole('tab', { name: 'Ubicaciones' }).click();
  await expect(page.getByRole('button', { name: 'Añadir ubicación' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Recordatorios' })).toBeVisible();
  await expectNoEnglishChrome(page);

  // The choice is kept: a reload opens the page in Spanish again.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page).toHaveTitle('Configuración · Personal de la clínica');
  await expectNoEnglishChrome(page);

  // And back to English from the same menu.
  await page.getByRole('button', { name: /^Menú de usuario de/ }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('a staff page read in Spanish has no serious accessibility violation', async ({ page }) => {
  await signInToStaff(page, '/staff/appointment-requests');
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitudes de cita' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const results = await axeScan(page).withTags(['wcag2a', 'wcag2aa']).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
});
