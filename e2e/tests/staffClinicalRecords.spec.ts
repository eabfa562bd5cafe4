import { expect, test } from '@playwright/test';
import { signInToStaff } from '../support/staffApp';
import { newDocument, newForm, openDocument, patientWithEpisode } from '../support/staffCharts';

/** The chart's clinical records (issue 8 point 4), and the document components that read them. */

test('a vital record and an allergy added in the chart show in a document', async ({ page }) => {
  const patient = await patientWithEpisode();
  const form = await newForm([
    { elType: 'PatientVitals', properties: { label: 'Patient Vitals' } },
    { elType: 'PatientAllergies', properties: { label: 'Patient Allergies' } },
  ]);
  await signInToStaff(page, `/staff/patients/${patient.id}?tab=vitals`);

  // A vital record.
  await page.getByRole('button', { name: 'Add vital record' }).click();
  const vitals = page.getByRole('dialog', { name: 'Add vital record' });
  await vitals.getByRole('textbox', { name: 'Pulse (bpm)' }).fill('72');
  await vitals.getByRole('textbox', { name: 'Temperature (°F)' }).fill('98.6');
  await vitals.getByRole('button', { name: 'Save' }).click();
  await expect(vitals).toBeHidden();
  await expect(page.getByRole('cell', { name: /Pulse 72 bpm/ })).toBeVisible();

  // An allergy, typed in as another allergen.
  await page.getByRole('tab', { name: 'Allergies' }).click();
  await page.getByRole('button', { name: 'Add allergy' }).click();
  const allergy = page.getByRole('dialog', { name: 'Add allergy' });
  await allergy.getByRole('button', { name: 'Save' }).click();
  await expect(allergy.getByText('This field is required')).toBeVisible();
  await allergy.getByRole('textbox', { name: 'Other allergen' }).fill('Peanut butter');
  await allergy.getByRole('button', { name: 'Save' }).click();
  await expect(allergy).toBeHidden();
  await expect(page.getByRole('cell', { name: 'Peanut butter', exact: true })).toBeVisible();

  // A document's clinical components read them.
  const documentId = await newDocument(patient, form.id);
  await openDocument(page, patient.id, documentId);
  await expect(page.getByText(/72 bpm/)).toBeVisible();
  await expect(page.getByText('Peanut butter')).toBeVisible();
  // What they loaded as the document opened is no unsaved change: leaving asks nothing.
  await expect(page.getByText('Unsaved changes')).toHaveCount(0);
  await page.getByRole('link', { name: /Back to chart/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/staff/patients/${patient.id}`));
});

test('edits and deletes a vital record, and changes a diagnosis status', async ({ page }) => {
  const patient = await patientWithEpisode();
  await signInToStaff(page, `/staff/patients/${patient.id}?tab=vitals`);
  await page.getByRole('button', { name: 'Add vital record' }).click();
  const add = page.getByRole('dialog', { name: 'Add vital record' });
  await add.getByRole('textbox', { name: 'Weight (lb)' }).fill('150');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: /Weight 150 lb/ })).toBeVisible();

  await page
    .getByRole('row', { name: /Weight 150 lb/ })
    .getByRole('button', { name: /^Edit / })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit vital record' });
  await edit.getByRole('textbox', { name: 'Weight (lb)' }).fill('152');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: /Weight 152 lb/ })).toBeVisible();

  await page
    .getByRole('row', { name: /Weight 152 lb/ })
    .getByRole('button', { name: /^Delete / })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete record?' });
  await expect(confirm.getByText('Are you sure you want to delete this item?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No records yet.')).toBeVisible();

  // A diagnosis code found by ICD search, then resolved.
  await page.getByRole('tab', { name: 'Diagnosis codes' }).click();
  await page.getByRole('button', { name: 'Add Diagnosis Code' }).click();
  const diagnosis = page.getByRole('dialog', { name: 'Add Diagnosis Code' });
  await diagnosis.getByRole('combobox', { name: 'ICD code' }).fill('zzzzqq');
  await expect(page.getByText('Sorry, no matching options')).toBeVisible({ timeout: 10_000 });
  await diagnosis.getByRole('combobox', { name: 'ICD code' }).fill('F32');
  await page.getByRole('option', { name: /^F32/ }).first().click();
  await diagnosis.getByRole('button', { name: 'Save' }).click();
  await expect(diagnosis).toBeHidden();
  await expect(page.getByRole('cell', { name: /^F32/ })).toBeVisible();

  await page.getByRole('button', { name: /^Change status F32/ }).click();
  const change = page.getByRole('dialog', { name: /^Change status of F32/ });
  await change.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Resolved' }).click();
  await change.getByLabel('Resolved by').fill('2026-01-15');
  await change.getByRole('button', { name: 'Save' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByRole('row', { name: /F32/ }).getByText('Resolved')).toBeVisible();
  await expect(page.getByRole('cell', { name: '01/15/2026' })).toBeVisible();
});

test('orders scheduled and PRN medications and records an administration', async ({ page }) => {
  // Two orders, then a dose signed on the pad: more steps than the default 30 s allows on a busy machine.
  const patient = await patientWithEpisode();
  await signInToStaff(page, `/staff/patients/${patient.id}?tab=medications`);

  await page.getByRole('button', { name: 'Add scheduled medication' }).click();
  const scheduled = page.getByRole('dialog', { name: 'Add scheduled medication' });
  await scheduled.getByRole('combobox', { name: 'Medication' }).fill('Sertraline');
  await page.getByRole('option', { name: 'Sertraline 50 mg tablet' }).click();
  await scheduled.getByRole('textbox', { name: 'Dosage' }).fill('1');
  await scheduled.getByRole('combobox', { name: 'Times per day' }).click();
  await page.getByRole('option', { name: '2', exact: true }).click();
  await scheduled.getByRole('button', { name: 'Save' }).click();
  await expect(scheduled).toBeHidden();
  const order = page.getByRole('row', { name: /Sertraline 50 mg tablet/ });
  await expect(order.getByRole('cell', { name: '08:00, 20:00' })).toBeVisible();

  await page.getByRole('button', { name: 'Add PRN medication' }).click();
  const prn = page.getByRole('dialog', { name: 'Add PRN medication' });
  await prn.getByRole('combobox', { name: 'Medication' }).fill('Trazodone');
  await page.getByRole('option', { name: 'Trazodone 50 mg tablet' }).click();
  await prn.getByRole('textbox', { name: 'Dosage' }).fill('1');
  await prn.getByRole('button', { name: 'Save' }).click();
  await expect(prn).toBeHidden();
  await expect(page.getByRole('row', { name: /Trazodone 50 mg tablet/ })).toBeVisible();

  await page.getByRole('tab', { name: 'MAR' }).click();
  await page.getByRole('button', { name: 'Add administration' }).click();
  const mar = page.getByRole('dialog', { name: 'Add administration' });
  await mar.getByRole('combobox', { name: 'Medication' }).fill('Sertraline');
  await page.getByRole('option', { name: 'Sertraline 50 mg tablet' }).click();
  await mar.getByRole('textbox', { name: 'Dosage' }).fill('1');
  await mar.getByRole('textbox', { name: 'Signed By' }).fill('Nurse Kim');
  // A given dose is signed by who gave it: the forms' signature pad, here with a typed name.
  await mar.getByRole('button', { name: 'Save' }).click();
  await expect(mar.getByText('A given dose must be signed: please sign before saving.')).toBeVisible();
  await mar.getByRole('button', { name: 'Sign', exact: true }).click();
  const pad = page.getByRole('dialog', { name: 'Please Sign' });
  await pad.getByRole('radio', { name: 'Typed name' }).check();
  await expect(pad.getByRole('textbox', { name: 'Full name' })).not.toHaveValue('');
  await pad.getByRole('button', { name: 'Save' }).click();
  await expect(pad).toBeHidden();
  await expect(mar.getByRole('img', { name: /^Signature of / })).toBeVisible();
  await mar.getByRole('button', { name: 'Save' }).click();
  await expect(mar).toBeHidden();
  const given = page.getByRole('row', { name: /Sertraline 50 mg tablet/ });
  await expect(given.getByRole('cell', { name: 'Given', exact: true })).toBeVisible();
  await expect(given.getByRole('cell', { name: 'Nurse Kim', exact: true })).toBeVisible();
  await expect(given.getByRole('img', { name: 'Signature of Nurse Kim' })).toBeVisible();
});

test('refuses implausible vital signs at their field, converts °C and kg, and computes BMI', async ({
  page,
}) => {
  const patient = await patientWithEpisode();
  await signInToStaff(page, `/staff/patients/${patient.id}?tab=vitals`);
  await page.getByRole('button', { name: 'Add vital record' }).click();
  const add = page.getByRole('dialog', { name: 'Add vital record' });
  const field = (name: string) => add.getByRole('textbox', { name, exact: true });
  // The segmented control's radios are drawn by their labels, which take the click.
  const unit = (sign: string, label: string) =>
    add
      .getByRole('radiogroup', { name: `Unit of ${sign}` })
      .getByText(label, { exact: true })
      .click();
  await field('Temperature (°F)').fill('986');
  await field('Pulse (bpm)').fill('abc');
  await field('Oxygen saturation (%)').fill('150');
  await field('Pain (0-10)').fill('12');
  await expect(add.getByText('Enter a value from 77 to 113 °F.')).toBeVisible();
  await expect(add.getByText('Enter a number.')).toBeVisible();
  await expect(add.getByText('Enter a value from 50 to 100 %.')).toBeVisible();
  await expect(add.getByText('Enter a value from 0 to 10.')).toBeVisible();
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add.getByText('Correct the vital signs marked below.')).toBeVisible();

  // In Celsius and metric units: converted into the chart's units; BMI follows height and weight.
  await unit('Temperature', '°C');
  await expect(field('Temperature (°C)')).toBeVisible();
  await field('Temperature (°C)').fill('37');
  await field('Pulse (bpm)').fill('72');
  await field('Oxygen saturation (%)').fill('98');
  await field('Pain (0-10)').fill('2');
  await unit('Weight', 'kg');
  await field('Weight (kg)').fill('70');
  await unit('Height', 'cm');
  await field('Height (cm)').fill('175');
  await expect(field('BMI (kg/m²)')).toHaveValue('22.9');
  await expect(field('BMI (kg/m²)')).toHaveAttribute('readonly', '');
  await add.getByRole('button', { name: 'Save' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByRole('cell', { name: /Temperature 98\.6 °F/ })).toContainText('Weight 154.3 lb');
  await expect(page.getByRole('cell', { name: /Temperature 98\.6 °F/ })).toContainText('BMI 22.9 kg/m²');
});

test('an unusual dose is ordered only once staff confirm it', async ({ page }) => {
  const patient = await patientWithEpisode();
  await signInToStaff(page, `/staff/patients/${patient.id}?tab=medications`);
  await page.getByRole('button', { name: 'Add scheduled medication' }).click();
  const scheduled = page.getByRole('dialog', { name: 'Add scheduled medication' });
  await scheduled.getByRole('combobox', { name: 'Medication' }).fill('Fluoxetine');
  await page.getByRole('option', { name: 'Fluoxetine 10 mg capsule' }).click();
  await scheduled.getByRole('textbox', { name: 'Dosage' }).fill('50');
  const warning = scheduled.getByRole('status').filter({ hasText: 'Unusual dose' });
  await expect(warning).toContainText('50 capsules in one dose is unusual.');
  await scheduled.getByRole('button', { name: 'Save' }).click();
  await expect(scheduled.getByText('Confirm this unusual dose to save it.')).toBeVisible();
  await warning.getByRole('checkbox', { name: 'I confirm this dose' }).check();
  await scheduled.getByRole('button', { name: 'Save' }).click();
  await expect(scheduled).toBeHidden();
  await expect(page.getByRole('row', { name: /Fluoxetine 10 mg capsule/ })).toContainText('50');
});
