import { expect, type Page, test } from '@playwright/test';
import { staffApi } from '../support/portalSession';
import { signInToStaff } from '../support/staffApp';
import { newDocument, openDocument, patientWithEpisode } from '../support/staffCharts';

/**
 * Forms → "Add from library": picks the instrument, checks its summary, adds it (in Spanish when
 * asked) and resolves with the new form's id.
 */
async function addFromLibrary(page: Page, name: string, summary: string, language: 'en' | 'es' = 'en') {
  await signInToStaff(page, '/staff/forms');
  await page.getByRole('button', { name: 'Add from library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add from library' });
  await dialog.getByRole('combobox', { name: 'Instrument' }).click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect(dialog.getByText(summary)).toBeVisible();
  if (language === 'es') await dialog.getByText('Español').click();
  await dialog.getByRole('button', { name: 'Add from library' }).click();
  await expect(page).toHaveURL(/\/staff\/forms\/[^/]+$/);
  return new URL(page.url()).pathname.split('/').at(-1) ?? '';
}

/**
 * Forms → "Add from library" (issue 19.1–19.2): a PHQ-9 in Spanish becomes a form, and a document
 * of it is scored by the published rules: total, severity band and the item-9 alert; the chart's
 * measurement-based-care table and trend chart show it and a follow-up (issue 19.4).
 */
test('adds the PHQ-9 from the library in Spanish and scores a completed document', async ({ page }) => {
  const formId = await addFromLibrary(
    page,
    'PHQ-9 depression questionnaire',
    '10 questions, LOINC 44249-1; scored as published.',
    'es',
  );
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
  const formId = await addFromLibrary(page, name, '7 questions; scored as published.');

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

/**
 * The PCL-5's DSM-5 clusters and its symptom-count rule (issue 19): a completed PCL-5 shows staff
 * each cluster's score with the symptoms it counts, and whether the provisional-diagnosis criteria
 * are met, in English and in Spanish.
 */
test('shows a completed PCL-5 with its cluster scores and the provisional PTSD diagnosis', async ({
  page,
}) => {
  const formId = await addFromLibrary(
    page,
    'PTSD Checklist for DSM-5 (PCL-5)',
    '20 questions, LOINC 101697-1; scored as published.',
  );
  const patient = await patientWithEpisode();
  const documentId = await newDocument(patient, formId);
  const { rowVersion } = await staffApi<{ rowVersion: number }>('GET', `/api/core/Documents/${documentId}`);
  // Ratings by item (0 "not at all" for the rest): symptoms (2 or more) 1 in B, 1 in C, 2 in D, 2 in
  // E, the rule's minimum; item 7 and 10 at "a little bit" (1) are not symptoms.
  const ratings: Record<number, [string, string, number]> = {
    1: ['extremely', 'Extremely', 4],
    6: ['moderately', 'Moderately', 2],
    7: ['aLittleBit', 'A little bit', 1],
    8: ['moderately', 'Moderately', 2],
    9: ['moderately', 'Moderately', 2],
    10: ['aLittleBit', 'A little bit', 1],
    15: ['quiteABit', 'Quite a bit', 3],
    16: ['quiteABit', 'Quite a bit', 3],
  };
  const results = Object.fromEntries(
    Array.from({ length: 20 }, (_, index) => {
      const [code, text, value] = ratings[index + 1] ?? ['notAtAll', 'Not at all', 0];
      return [`AssessmentQuestion${index + 1}`, { text, value, code }];
    }),
  );
  await staffApi('PATCH', `/api/core/Documents/${documentId}/SaveAndComplete`, { rowVersion, results });

  await openDocument(page, patient.id, documentId);
  const toolbar = page.getByRole('toolbar', { name: 'Documents' });
  await expect(toolbar.getByText('Score: 18')).toBeVisible();
  await expect(toolbar.getByText('Negative screen')).toBeVisible();
  const details = page.getByRole('region', { name: 'Score details' });
  await expect(
    details.getByText('Provisional PTSD diagnosis (DSM-5 symptom count): criteria met'),
  ).toBeVisible();
  await expect(details.getByRole('listitem')).toHaveText([
    'Intrusion (B): 4 · 1 symptom (at least 1 needed)',
    'Avoidance (C): 3 · 1 symptom (at least 1 needed)',
    'Negative alterations in cognition and mood (D): 5 · 2 symptoms (at least 2 needed)',
    'Alterations in arousal and reactivity (E): 6 · 2 symptoms (at least 2 needed)',
  ]);

  // The chart's measurement-based-care table has a column per cluster and for the rule.
  await page.goto(`/staff/patients/${patient.id}`);
  const table = page
    .getByRole('region', { name: 'Measurement-based care' })
    .getByRole('table', { name: 'Measurement-based care: PTSD Checklist for DSM-5 (PCL-5)' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Date',
    'Total',
    'Band',
    'Change from baseline',
    'Response (≥ 50 % drop)',
    'Remission',
    'Intrusion (B)',
    'Avoidance (C)',
    'Negative alterations in cognition and mood (D)',
    'Alterations in arousal and reactivity (E)',
    'Provisional PTSD diagnosis (DSM-5 symptom count)',
  ]);
  // Date, total, band, change, response, remission, then clusters B–E and the rule.
  await expect(table.getByRole('row').nth(1).getByRole('cell')).toHaveText([
    /\d/,
    '18',
    '--',
    'Baseline',
    '--',
    '--',
    '4',
    '3',
    '5',
    '6',
    'Met',
  ]);

  await page.goto(`/staff/patients/${patient.id}/documents/${documentId}`);
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Español' }).click();
  const detalle = page.getByRole('region', { name: 'Detalle de la puntuación' });
  await expect(
    detalle.getByText(
      'Diagnóstico provisional de TEPT (recuento de síntomas del DSM-5): se cumplen los criterios',
    ),
  ).toBeVisible();
  await expect(detalle.getByRole('listitem')).toHaveText([
    'Intrusión (B): 4 · 1 síntoma (se necesitan al menos 1)',
    'Evitación (C): 3 · 1 síntoma (se necesitan al menos 1)',
    'Alteraciones negativas cognitivas y del estado de ánimo (D): 5 · 2 síntomas (se necesitan al menos 2)',
    'Alteraciones de la alerta y la reactividad (E): 6 · 2 síntomas (se necesitan al menos 2)',
  ]);
});
