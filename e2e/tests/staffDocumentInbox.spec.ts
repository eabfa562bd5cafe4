import { expect, test } from '@playwright/test';
import { portalApi, portalToken, staffApi } from '../support/portalSession';
import { signInToStaff } from '../support/staffApp';
import { colourDocumentForPortalPatient } from '../support/staffCharts';

/** The staff Documents inbox (issue 18.9): what patients complete reaches staff, live, until reviewed. */

test('a form a patient completes appears live in the inbox and leaves it once marked reviewed', async ({
  page,
}) => {
  const { patient, form, documentId } = await colourDocumentForPortalPatient({ shared: true });
  await signInToStaff(page, '/staff/documents?view=pendingFromPatients');
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(form.name) })).toContainText(patient.name);

  await page
    .getByRole('radiogroup', { name: 'Queue' })
    .getByText(/^Completed by patients/)
    .click();
  await expect(page.getByRole('row', { name: new RegExp(form.name) })).toHaveCount(0);
  const before = await staffApi<{ completedByPatients: number }>('GET', '/api/core/DocumentInbox/Counts');

  // The patient completes it in the portal while staff look at the inbox: it appears by itself.
  const token = await portalToken(patient.email, patient.name, patient.dateOfBirth);
  const shared = await portalApi<{ rowVersion: number }>(token, 'GET', `/api/portal/Documents/${documentId}`);
  await portalApi(token, 'PATCH', `/api/portal/Documents/${documentId}/SaveAndComplete`, {
    rowVersion: shared.rowVersion,
    results: { TextInput1: 'Green' },
  });
  const row = page.getByRole('row', { name: new RegExp(form.name) });
  await expect(row).toContainText(patient.name);
  // The menu's badge counts what waits for review.
  await expect(page.getByLabel(`${before.completedByPatients + 1} to review`)).toBeVisible();

  // Opening it shows the answer; back in the inbox, Mark reviewed takes it off.
  await row.getByRole('link', { name: form.name }).click();
  await expect(page.getByText('Green', { exact: true })).toBeVisible();
  await page.goBack();
  await page
    .getByRole('row', { name: new RegExp(form.name) })
    .getByRole('button', { name: `Mark ${form.name} of ${patient.name} reviewed` })
    .click();
  await expect(page.getByRole('row', { name: new RegExp(form.name) })).toHaveCount(0);
});
