import { expect, test } from '@playwright/test';
import { staffApi } from '../support/portalSession';
import { signInToStaff } from '../support/staffApp';
import { newDocument, newForm, openDocument, patientWithEpisode } from '../support/staffCharts';

/** Integrations (issue 18.6): a patient synced to the eMAR sandbox from the chart; documents then load its data. */

const notSynced =
  'This patient has not been synced with Emar. Please synchronize the patient before using this component.';

test('staff sync a patient to the eMAR sandbox from the chart; the eMAR component then loads', async ({
  page,
}) => {
  const before = await staffApi<{ emarEnabled: boolean }>('GET', '/api/core/OrganizationSettings');
  await staffApi('PATCH', '/api/core/OrganizationSettings', { emarEnabled: true });
  try {
    const patient = await patientWithEpisode();
    const form = await newForm([{ elType: 'EmarScheduledTreatmentEvents', properties: {} }]);
    const documentId = await newDocument(patient, form.id);
    await signInToStaff(page, `/staff/patients/${patient.id}/documents/${documentId}`);
    await openDocument(page, patient.id, documentId);
    await expect(page.getByText(notSynced)).toBeVisible();

    await page.goto(`/staff/patients/${patient.id}`);
    const panel = page.getByRole('region', { name: 'Integrations' });
    await expect(panel).toContainText('eMAR');
    await expect(panel).toContainText('Not synced');
    await panel.getByRole('button', { name: 'Sync to eMAR' }).click();
    await expect(panel).toContainText(/Synced \(id emar-[0-9a-f]{12}\)/);
    await expect(panel.getByRole('button', { name: 'Sync eMAR again' })).toBeVisible();

    await openDocument(page, patient.id, documentId);
    await expect(page.getByRole('button', { name: 'Reload Scheduled Treatment Events' })).toBeVisible();
    await expect(page.getByText(notSynced)).toHaveCount(0);
  } finally {
    await staffApi('PATCH', '/api/core/OrganizationSettings', { emarEnabled: before.emarEnabled });
  }
});
