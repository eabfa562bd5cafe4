import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { formContent } from '../support/portalDocuments';
import { signInToPortalViaApi, staffApi } from '../support/portalSession';

/**
 * Issue 17.7: the Documents page pages on the server ("Showing N of total", Load more) and offers
 * "Start a form" for the forms the patient's location offers. Each test has its own location,
 * patient and login, so documents other tests share never change the counts here.
 */
test.describe.configure({ timeout: 90_000 });

interface Created {
  id: string;
}

const answerForm = formContent([{ elType: 'TextInput', properties: { label: 'Your answer' } }]);

async function newForm(name: string, content: unknown = answerForm): Promise<string> {
  return (await staffApi<Created>('PUT', '/api/core/Forms', { name, content })).id;
}

/** A location offering `formIds`, a patient there with a portal login; resolves with what signs in. */
async function patientAt(formIds: string[]) {
  const suffix = randomUUID().slice(0, 8);
  const location = await staffApi<Created>('PUT', '/api/core/Locations', {
    name: `E2E clinic ${suffix}`,
    timeZone: 'UTC',
    formIds,
  });
  const firstName = `Docs${suffix}`;
  const patient = await staffApi<Created>('PUT', '/api/core/Patients', {
    firstName,
    lastName: 'Pager',
    dateOfBirth: '1975-06-15',
    locationId: location.id,
  });
  const email = `e2e-docs-${suffix}@example.org`;
  await staffApi('PUT', '/api/core/PortalLogins', { email, language: 'en', patientIds: [patient.id] });
  return { patientId: patient.id, email, name: `${firstName} P.`, dateOfBirth: '1975-06-15' };
}

async function shareDraft(formId: string, patientId: string): Promise<string> {
  const document = await staffApi<Created>('PUT', '/api/core/Documents', { formId, patientId });
  await staffApi('PATCH', `/api/core/Documents/${document.id}/Share`, { shared: true });
  return document.id;
}

test('the documents list loads 25 at a time from the server with the total, and Load more brings the rest', async ({
  page,
}) => {
  const suffix = randomUUID().slice(0, 8);
  const formId = await newForm(`E2E paged ${suffix}`);
  const patient = await patientAt([]);
  const total = 27;
  const ids: string[] = [];
  for (let n = 0; n < total; n += 1) ids.push(await shareDraft(formId, patient.patientId));
  await signInToPortalViaApi(page, patient.email, patient.name, patient.dateOfBirth, '/documents');

  const rows = page.getByRole('table').getByRole('row');
  await expect(page.getByRole('status').filter({ hasText: `Showing 25 of ${total}` })).toBeVisible();
  await expect(rows).toHaveCount(25 + 1);
  // Newest first: the first shared is beyond the first page, so not cut off but one click away.
  await expect(page.locator(`a[href="/document/${ids[0]}"]`)).toHaveCount(0);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Showing ${total} of ${total}` })).toBeVisible();
  await expect(rows).toHaveCount(total + 1);
  await expect(page.locator(`a[href="/document/${ids[0]}"]`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // The filter is applied by the server too: nothing is completed, so nothing is listed.
  await page.getByRole('radiogroup', { name: 'Show' }).getByText('Completed', { exact: true }).click();
  await expect(page.getByText('You have no documents yet.')).toBeVisible();
});

test('"Start a form" lists the forms the location offers the patient, and starting one opens a new draft', async ({
  page,
}) => {
  const suffix = randomUUID().slice(0, 8);
  const offeredName = `E2E intake ${suffix}`;
  const offered = await newForm(offeredName);
  // Offered at the location but with nothing a patient may fill in: not listed.
  const staffOnlyName = `E2E clinician note ${suffix}`;
  const staffOnly = await newForm(
    staffOnlyName,
    formContent([{ elType: 'TextInput', properties: { label: 'Assessment', eFormEditable: false } }]),
  );
  const patient = await patientAt([offered, staffOnly]);
  await signInToPortalViaApi(page, patient.email, patient.name, patient.dateOfBirth, '/documents');
  await expect(page.getByText('You have no documents yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Start a form' }).click();
  const dialog = page.getByRole('dialog', { name: 'Start a form' });
  await expect(dialog.getByText(offeredName)).toBeVisible();
  await expect(dialog.getByText(staffOnlyName)).toHaveCount(0);
  await dialog.getByRole('button', { name: `Start ${offeredName}` }).click();

  await expect(page).toHaveURL(/\/document\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: offeredName })).toBeVisible();
  await page.getByLabel('Your answer').fill('Started by me');

  await page.goto('/documents');
  const row = page.getByRole('table').getByRole('row').filter({ hasText: offeredName });
  await expect(row.getByRole('cell').nth(2)).toHaveText('Draft');
  await expect(page.getByRole('status').filter({ hasText: 'Showing 1 of 1' })).toBeVisible();
});
