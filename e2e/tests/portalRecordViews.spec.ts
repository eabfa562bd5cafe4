import { expect, test } from '@playwright/test';
import { portalStorageKeys, signInToPortalViaApi } from '../support/portalSession';
import { patientWithLogin, uniqueSuffix } from '../support/staffApp';
import { newStaffReader } from '../support/staffReaders';

/** MM/DD/YYYY of today where the browser is (the UTC project). */
const today = () => {
  const [year, month, day] = new Date().toISOString().slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
};

test('the profile lists who viewed my record, newest first and paged, in English and Spanish', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const patient = await patientWithLogin(suffix);
  // Ten staff members open the chart one after another (the admin who made the patient is the eleventh).
  for (let n = 1; n <= 10; n++) {
    const reader = await newStaffReader(`Reader${n}`, `Viewer${suffix}`, {
      credentials: n === 10 ? 'LCSW' : '',
      techStaff: n === 9,
    });
    await reader.openChart(patient.id);
  }
  const viewedOn = today();
  await signInToPortalViaApi(page, patient.email, patient.name, patient.dateOfBirth, '/profile');

  const views = page.getByRole('region', { name: 'Who viewed your record', exact: true });
  const rows = views.locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toHaveText(
    [viewedOn, `Reader10 Viewer${suffix}, LCSW`, 'Clinic staff'].join(''),
  );
  await expect(rows.nth(1)).toHaveText([viewedOn, `Reader9 Viewer${suffix}`, 'Technical staff'].join(''));
  await expect(views.getByText('Page 1 of 2')).toBeVisible();
  await views.getByRole('button', { name: 'Next' }).click();
  await expect(views.getByText('Page 2 of 2')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).not.toContainText(`Viewer${suffix}`);
  // The patient's own reading of the profile is not a staff view.
  await expect(views).not.toContainText(patient.name);

  await page.evaluate((key) => localStorage.setItem(key, 'es'), portalStorageKeys.lang);
  await page.reload();
  const vistas = page.getByRole('region', { name: 'Quién consultó su expediente', exact: true });
  await expect(vistas.getByRole('columnheader')).toHaveText(['Fecha', 'Miembro del personal', 'Función']);
  await expect(vistas.locator('tbody tr').first()).toHaveText(
    [viewedOn, `Reader10 Viewer${suffix}, LCSW`, 'Personal de la clínica'].join(''),
  );
  await expect(vistas.locator('tbody tr').nth(1)).toContainText('Personal técnico');
  await expect(vistas.getByText('Página 1 de 2')).toBeVisible();
  await vistas.getByRole('button', { name: 'Siguiente' }).click();
  await expect(vistas.getByText('Página 2 de 2')).toBeVisible();
  await page.evaluate((key) => localStorage.setItem(key, 'en'), portalStorageKeys.lang);
});
