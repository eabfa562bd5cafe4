import { expect, type Page, test } from '@playwright/test';
import { staffApi } from '../support/portalSession';
import { chooseOption, openSettings, signInToStaff, uniqueSuffix } from '../support/staffApp';
import { newForm } from '../support/staffCharts';

/**
 * Forms are offered to staff and to patients by two settings of a location (issue 18.9): a form
 * just built is usable in the chart at once, though patients there are offered other forms.
 */

type Created = { id: string };

/** The form names the chart's "New document" dialog offers, then closes it. */
async function formsOffered(page: Page, patientId: string): Promise<string[]> {
  await page.goto(`/staff/patients/${patientId}`);
  await page.getByRole('button', { name: 'New document' }).click();
  const dialog = page.getByRole('dialog', { name: 'New document' });
  await dialog.getByRole('combobox', { name: 'Form' }).click();
  const options = page.getByRole('option');
  await expect(options.first()).toBeVisible();
  const names = await options.allTextContents();
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  return names;
}

test('a new form is offered to staff at once; a location may narrow what staff fill', async ({ page }) => {
  const suffix = uniqueSuffix();
  const patientForm = await newForm([{ elType: 'TextInput', properties: { label: 'Your answer' } }]);
  const location = await staffApi<Created>('PUT', '/api/core/Locations', {
    name: `Offered ${suffix}`,
    timeZone: 'UTC',
    formIds: [patientForm.id],
  });
  const patient = await staffApi<Created>('PUT', '/api/core/Patients', {
    firstName: `Offered${suffix}`,
    lastName: 'Tester',
    dateOfBirth: '1980-03-04',
    locationId: location.id,
  });
  await staffApi('PUT', '/api/core/EpisodesOfCare', { patientId: patient.id });
  const justBuilt = await newForm([{ elType: 'TextInput', properties: { label: 'Note' } }], 'E2E just built');

  await signInToStaff(page, `/staff/patients/${patient.id}`);
  expect(await formsOffered(page, patient.id)).toEqual(
    expect.arrayContaining([patientForm.name, justBuilt.name]),
  );

  // The location's settings show the two lists apart; staff fill every form until it names some.
  await openSettings(page, 'Locations');
  await page.getByRole('button', { name: `Edit Offered ${suffix}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit location' });
  await expect(dialog.getByText(patientForm.name)).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Forms staff fill here' })).toHaveAttribute(
    'placeholder',
    'Every form',
  );
  await chooseOption(page, 'Forms staff fill here', patientForm.name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const narrowed = await formsOffered(page, patient.id);
  expect(narrowed).toContain(patientForm.name);
  expect(narrowed).not.toContain(justBuilt.name);
});
