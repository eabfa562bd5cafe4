import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import { patientId, portalApi, portalToken } from '../support/portalSession';
import { chooseOption, patientWithLogin, signInToStaff, uniqueSuffix } from '../support/staffApp';
import { newStaffReader } from '../support/staffReaders';

/** The trail's table rows (the header row left out). */
const trailRows = (page: Page) =>
  page.getByRole('table', { name: 'Audit trail entries, newest first' }).locator('tbody tr');

test("a patient's audit trail: who, what, when, from where, outcome; filters and CSV export", async ({
  page,
}) => {
  const suffix = uniqueSuffix();
  const patient = await patientWithLogin(suffix);
  const dana = await newStaffReader('Dana', `Reader${suffix}`, { credentials: 'RN' });
  await dana.openChart(patient.id);
  // The patient's own login asks for another patient's statement: refused, and in the trail.
  const alexId = await patientId('alex');
  const token = await portalToken(patient.email, patient.name, patient.dateOfBirth);
  await expect(portalApi(token, 'GET', `/api/portal/Patients/getPaymentHistory/${alexId}`)).rejects.toThrow(
    /404/,
  );

  await signInToStaff(page, `/staff/patients/${patient.id}`);
  await page.getByRole('link', { name: 'Audit trail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Audit trail: ${patient.name}` })).toBeVisible();
  const danaRow = trailRows(page).filter({ hasText: dana.name });
  await expect(danaRow).toHaveCount(1);
  await expect(danaRow).toContainText('read Patient');
  await expect(danaRow).toContainText(dana.ip);
  await expect(danaRow).toContainText('Allowed');
  const { violations } = await axeScan(page).include('main').analyze();
  expect(violations.map((v) => `${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);

  await chooseOption(page, 'Outcome', 'Denied');
  await expect(trailRows(page)).toHaveCount(1);
  await expect(trailRows(page)).toContainText(patient.email);
  await expect(trailRows(page)).toContainText('read Patients/getPaymentHistory/{id}');
  await expect(trailRows(page)).toContainText(alexId);
  await expect(trailRows(page)).toContainText('Denied');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-trail-.+\.csv$/);
  const csv = (await readFile(await file.path(), 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(csv[0]).toBe('When (UTC),Who,Actor type,Action,Resource,Resource id,From,Outcome');
  expect(csv.slice(1)).toHaveLength(1);
  expect(csv[1]).toContain(`${patient.email},portal,read,Patients/getPaymentHistory/{id},${alexId}`);
  expect(csv[1]).toMatch(/,denied$/);

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await chooseOption(page, 'Who', `${dana.name} (Staff)`);
  await expect(trailRows(page)).toHaveCount(1);
  await expect(trailRows(page)).toContainText(dana.name);

  // Tomorrow on: nothing yet. The filters live in the address, so reloading keeps them.
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('From', { exact: true }).fill(tomorrow);
  await expect(page.getByText('No entries match these filters.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(tomorrow);
  await expect(page.getByText('No entries match these filters.')).toBeVisible();
});

test('staff without the tech-staff role see no audit trail in the chart', async ({ page }) => {
  const suffix = uniqueSuffix();
  const patient = await patientWithLogin(suffix);
  const reader = await newStaffReader('Robin', `Reader${suffix}`);
  await signInToStaff(page, `/staff/patients/${patient.id}`, reader);
  await expect(page.getByRole('heading', { level: 1, name: patient.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Audit trail' })).toHaveCount(0);
});
