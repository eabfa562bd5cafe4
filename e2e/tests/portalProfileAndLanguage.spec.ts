import { expect, test } from '@playwright/test';
import { portalStorageKeys, signInAsNewLogin } from '../support/portalSession';

test('the profile shows the details and sends changes to the clinic', async ({ page }) => {
  await signInAsNewLogin(page, 'jordan', '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Patient' })).toBeVisible();
  const demographics = page.getByRole('region', { name: 'Demographics' });
  await expect(demographics).toContainText('Jordan');
  await expect(demographics).toContainText('01/20/1985');
  await page.getByRole('button', { name: 'Request changes' }).click();
  await expect(page.getByRole('textbox', { name: 'Date of birth' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'City' }).fill('Dayton');
  await page.getByRole('button', { name: 'Send to the clinic' }).click();
  await expect(page.getByText('Your changes were sent to the clinic for review.')).toBeVisible();
  const requests = page.getByRole('region', { name: 'Your change requests' });
  await expect(requests).toContainText('City: Dayton');
  await expect(requests).toContainText('Pending review');
});

test('State is chosen from the catalogue of states, searched by name, and sent as its code', async ({
  page,
}) => {
  await signInAsNewLogin(page, 'jordan', '/profile');
  await page.getByRole('button', { name: 'Request changes' }).click();
  const state = page.getByRole('combobox', { name: 'State' });
  // The state on record (a USPS code) shows with its name, e.g. "Oregon (OR)".
  await expect(state).toHaveValue(/^[A-Z][A-Za-z ]+ \([A-Z]{2}\)$/);
  await state.click();
  await state.fill('Tex');
  await expect(page.getByRole('option', { name: 'Kansas (KS)' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Texas (TX)' }).click();
  await expect(state).toHaveValue('Texas (TX)');
  await page.getByRole('button', { name: 'Send to the clinic' }).click();
  await expect(page.getByText('Your changes were sent to the clinic for review.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your change requests' })).toContainText('State: TX');
});

test('Spanish is chosen from the user menu, shown across the page and kept after reload', async ({
  page,
}) => {
  await signInAsNewLogin(page, 'jordan');
  await page.getByRole('button', { name: /Account of Jordan Lee/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  const menu = page.getByRole('navigation', { name: 'Navegación principal' });
  await expect(menu.getByRole('link')).toHaveText([
    'Mi panel',
    'Documentos',
    'Citas',
    'Paciente',
    /^FacturaciónPagos y facturas/,
    'Métodos de pago',
    /^Mensajes/,
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le damos la bienvenida, Jordan');
  await expect(page.getByRole('region', { name: 'Próxima cita' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le damos la bienvenida, Jordan');
  expect(await page.evaluate((key) => localStorage.getItem(key), portalStorageKeys.lang)).toBe('es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await page.getByRole('button', { name: /Cuenta de Jordan Lee/ }).click();
  await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  await expect(page.getByRole('dialog').getByText('¿Desea cerrar la sesión?')).toBeVisible();
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await page.getByRole('link', { name: 'Documentos', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Documentos');
  // Back to English for the next tests of this browser context (a new context starts clean anyway).
  await page.evaluate((key) => localStorage.setItem(key, 'en'), portalStorageKeys.lang);
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the menu hides behind a burger and works; the page does not scroll sideways', async ({ page }) => {
    await signInAsNewLogin(page, 'jordan');
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Documents' }).click();
    await expect(page).toHaveURL(/\/documents$/);
    await expect(menu).toBeHidden();
    for (const path of ['/home', '/documents', '/messages', '/profile']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});
