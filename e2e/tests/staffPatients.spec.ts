import { expect, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import { staffApi } from '../support/portalSession';
import { signInToStaff, uniqueSuffix } from '../support/staffApp';

test('staff find a patient, edit the demographics and open and close an episode of care', async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const patient = await staffApi<{ id: string; mrn: string }>('PUT', '/api/core/Patients', {
    firstName: `Robin${suffix}`,
    lastName: 'Ashby',
    dateOfBirth: '1979-11-02',
  });
  await signInToStaff(page);
  // A search that finds no one says so.
  await page.getByRole('searchbox', { name: 'Search patients' }).fill(`Nobody${suffix}`);
  await expect(page.getByText(`No patients match “Nobody${suffix}”.`)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search patients' }).fill(patient.mrn);
  await expect(page).toHaveURL(new RegExp(`q=${patient.mrn}`));
  await expect(page.getByText('1 patient', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: `Ashby, Robin${suffix}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Robin${suffix} Ashby`);

  await page.getByRole('button', { name: 'Edit patient' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit patient' });
  await dialog.getByRole('textbox', { name: 'Phone' }).fill('(555) 010-2030');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('(555) 010-2030')).toBeVisible();

  // The chart's own button, not the dialog's submit button of the same name while the dialog closes.
  const openEpisode = page.locator('#main-content').getByRole('button', { name: 'Open episode of care' });
  await openEpisode.click();
  const openDialog = page.getByRole('dialog', { name: 'Open episode of care' });
  await openDialog.getByRole('button', { name: 'Open episode of care' }).click();
  await expect(openDialog).toBeHidden();
  const episode = page.getByRole('row', { name: /EOC-/ });
  await expect(episode).toContainText('Active');
  await expect(openEpisode).toBeDisabled();
  await episode.getByRole('button', { name: /Close episode/ }).click();
  const closeDialog = page.getByRole('dialog', { name: /Close EOC-/ });
  await closeDialog.getByRole('button', { name: 'Close episode' }).click();
  await expect(closeDialog).toBeHidden();
  await expect(episode).not.toContainText('Active');
  await expect(openEpisode).toBeEnabled();
});

test('the staff screens have no accessibility violations and fit a 390 px wide phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/staff/signin');
  await expect(page.getByRole('heading', { name: 'Staff sign-in' })).toBeVisible();
  const check = async () => {
    const results = await axeScan(page).withTags(['wcag2a', 'wcag2aa']).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  };
  await check();
  await signInToStaff(page, '/staff/patients');
  for (const path of [
    '/staff/patients',
    '/staff/settings/clinicians',
    '/staff/appointment-requests',
    '/staff/messages',
    '/staff/documents',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check();
  }
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await expect(page.getByRole('link', { name: 'Patients' })).toBeVisible();
});
