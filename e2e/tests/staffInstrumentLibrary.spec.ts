import { expect, test } from '@playwright/test';
import { staffApi } from '../support/portalSession';
import { signInToStaff } from '../support/staffApp';
import { newDocument, openDocument, patientWithEpisode } from '../support/staffCharts';

/**
 * Forms → "Add from library" (issue 19.1–19.2): a PHQ-9 in Spanish becomes a form, and a document
 * of it is scored by the published rules: total, severity band and the item-9 alert; the chart's
 * measurement-based-care table and trend chart show it and a follow-up (issue 19.4).
 */
test('adds the PHQ-9 from the library in Spanish and scores a completed document', async ({ page }) => {
  await signInToStaff(page, '/staff/forms');
  await page.getByRole('button', { name: 'Add from library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add from library' });
  await dialog.getByRole('combobox', { name: 'Instrument' }).click();
  await page.getByRole('option', { name: 'PHQ-9 depression questionnaire' }).click();
  await expect(dialog.getByText('10 questions, LOINC 44249-1; scored as published.')).toBeVisible();
  await dialog.getByText('Español').click();
  await dialog.getByRole('button', { name: 'Add from library' }).click();
  await expect(page).toHaveURL(/\/staff\/forms\/[^/]+$/);
  const formId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  await expect(page.getByText('Cuestionario de depresión PHQ-9').first()).toBeVisible();

  const patient = await patientWithEpisode();
  const documentId = await newDocument(patient, formId);
  await openDocument(page, patient.id, documentId);
  // Staff see each answer's weight; every item "more than half the days" (2) but the first.
  for (let item = 2; item <= 9; item++)
    await page
      .getByRole('group', { name: new RegExp(`^${item}\\. `) })
      .getByRole('radio', { name: 'Más de la mitad de los días (2)' })
      .check();
  await page.getByRole('button', { name: 'Complete' }).click();

  const toolbar = page.getByRole('toolbar', { name: 'Documents' });
  await expect(toolbar.getByText('Score: 18')).toBeVisible();
  await expect(toolbar.getByText('Moderately severe')).toBeVisible();
  await expect(toolbar.getByText('Prorated: 1 question was not answered.')).toBeVisible();
  await expect(toolbar.getByText('Thoughts of self-harm reported (item 9)')).toBeVisible();

  // A second PHQ-9 a visit later: "several days" on items 1-8, item 9 "not at all" (total 8, mild).
  const followUpId = await newDocument(patient, formId);
  const { rowVersion } = await staffApi<{ rowVersion: number }>('GET', `/api/core/Documents/${followUpId}`);
  const severalDays = { text: 'Varios días', value: 1, code: 'LA6569-3' };
  const results = Object.fromEntries(
    Array.from({ length: 9 }, (_, index) => [
      `AssessmentQuestion${index + 1}`,
      index < 8 ? severalDays : { text: 'Ningún día', value: 0, code: 'LA6568-5' },
    ]),
  );
  await staffApi('PATCH', `/api/core/Documents/${followUpId}/SaveAndComplete`, { rowVersion, results });

  // The chart's measurement-based-care table starts from the first total as the baseline.
  await page.goto(`/staff/patients/${patient.id}`);
  const measurements = page.getByRole('region', { name: 'Measurement-based care' });
  const table = measurements.getByRole('table', {
    name: 'Measurement-based care: PHQ-9 depression questionnaire',
  });
  await expect(table.getByRole('row').nth(1)).toContainText('18');
  await expect(table.getByRole('row').nth(1)).toContainText('Moderately severe');
  await expect(table.getByRole('row').nth(1)).toContainText('Baseline');
  await expect(table.getByRole('row').nth(2)).toContainText('8');
  await expect(table.getByRole('row').nth(2)).toContainText('Mild');
  await expect(table.getByRole('row').nth(2)).toContainText('-10');

  // Above the table, the trend chart: one point per completed PHQ-9 over the five severity bands.
  const chart = measurements.getByRole('img', {
    name: /^PHQ-9 depression questionnaire total over time: 2 results, from 18 \(Moderately severe\) on \d\d\/\d\d\/\d{4} to 8 \(Mild\) on \d\d\/\d\d\/\d{4} \(down 10\)\.$/,
  });
  await expect(chart.locator('.recharts-line-dot')).toHaveCount(2);
  for (const band of ['Minimal', 'Mild', 'Moderate', 'Moderately severe', 'Severe'])
    await expect(chart.getByText(band, { exact: true })).toBeVisible();
  await expect(chart.getByText('Total', { exact: true })).toBeVisible();
  await expect(chart.getByText('Date completed', { exact: true })).toBeVisible();
});

/**
 * The C-SSRS screener (issue 19.1, 19.3): questions 3–5 appear only after a "yes" to question 2,
 * the risk level is the highest a "yes" reaches, and a positive screen opens an alert.
 */
test('adds the C-SSRS screener from the library; its skip logic asks 3–5 after a "yes" to 2, and a positive screen alerts', async ({
  page,
}) => {
  const name = 'Columbia Suicide Severity Rating Scale (C-SSRS) screener';
  await signInToStaff(page, '/staff/forms');
  await page.getByRole('button', { name: 'Add from library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add from library' });
  await dialog.getByRole('combobox', { name: 'Instrument' }).click();
  await page.getByRole('option', { name }).click();
  await expect(dialog.getByText('7 questions; scored as published.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Add from library' }).click();
  await expect(page).toHaveURL(/\/staff\/forms\/[^/]+$/);
  const formId = new URL(page.url()).pathname.split('/').at(-1) ?? '';

  const patient = await patientWithEpisode();
  const documentId = await newDocument(patient, formId);
  await openDocument(page, patient.id, documentId);
  const question = (label: string) => page.getByRole('group', { name: new RegExp(`^${label}\\. `) });
  await question('1').getByRole('radio', { name: 'No (0)' }).check();
  await expect(question('3')).toHaveCount(0);
  await question('2').getByRole('radio', { name: 'Yes (1)' }).check();
  await question('3').getByRole('radio', { name: 'Yes (2)' }).check();
  await question('4').getByRole('radio', { name: 'No (0)' }).check();
  await question('5').getByRole('radio', { name: 'No (0)' }).check();
  await question('6').getByRole('radio', { name: 'No (0)' }).check();
  await expect(question('6a')).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete' }).click();

  const toolbar = page.getByRole('toolbar', { name: 'Documents' });
  await expect(toolbar.getByText('Score: 2')).toBeVisible();
  await expect(toolbar.getByText('Moderate risk')).toBeVisible();
  await expect(toolbar.getByText('Positive screen')).toBeVisible();
  await expect(toolbar.getByText('Positive suicide risk screen')).toBeVisible();

  await page.goto('/staff/alerts');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name }) })
    .filter({ has: page.locator(`a[href$="/documents/${documentId}"]`) });
  await expect(row).toContainText('Positive suicide risk screen (C-SSRS)');
});
