import { expect, test } from '@playwright/test';
import { staffApi } from '../support/portalSession';
import { createFormInBuilder, signInToStaff, uniqueSuffix } from '../support/staffApp';
import { newDocument, openDocument, patientWithEpisode } from '../support/staffCharts';

/**
 * Options from a collection end to end (forms.md sections 3 and 6): tech staff build a Single
 * choice whose options are a collection picked from the server's list, and a document of that
 * form offers the collection's items.
 */
test('a Single choice built on a collection offers its items in a document', async ({ page }) => {
  const collection = `painScale_${uniqueSuffix()}`;
  await staffApi('PUT', '/api/core/Collections', {
    name: collection,
    items: [
      { value: 0, label: 'No pain' },
      { value: 5, label: 'Moderate pain' },
      { value: 10, label: 'Worst pain' },
    ],
  });

  // The seeded admin is tech staff: the options may come from a collection.
  await signInToStaff(page);
  const formId = await createFormInBuilder(page, `Pain check ${uniqueSuffix()}`);
  await page
    .getByRole('navigation', { name: 'Toolbox' })
    .getByRole('button', { name: 'Single Choice', exact: true })
    .click();
  const panel = page.getByRole('complementary', { name: 'Edit Element' });
  await panel.getByLabel('Label', { exact: true }).fill('Pain today');
  await panel.getByLabel('Options from a collection').check();
  const collections = panel.getByRole('combobox', { name: 'Collection name' });
  await expect(collections.getByRole('option', { name: collection, exact: true })).toBeAttached();
  await collections.selectOption(collection);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  const patient = await patientWithEpisode();
  const documentId = await newDocument(patient, formId);
  await openDocument(page, patient.id, documentId);
  const pain = page.getByRole('group', { name: 'Pain today' });
  await expect(pain.getByRole('radio')).toHaveCount(3);
  for (const label of ['No pain', 'Moderate pain', 'Worst pain'])
    await expect(pain.getByRole('radio', { name: label })).toBeVisible();
  await pain.getByRole('radio', { name: 'Moderate pain' }).check();
  await expect(pain.getByRole('radio', { name: 'Moderate pain' })).toBeChecked();
});
