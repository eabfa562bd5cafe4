import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import { chooseSlot } from '../support/bookingWizard';
import { completeDocument, printAndClose } from '../support/portalDocumentActions';
import { answerAsStaff, shareNewDocumentGroup } from '../support/portalDocuments';
import { signInToPortalViaApi } from '../support/portalSession';
import { bookableClinic, patientWithLogin, uniqueSuffix } from '../support/staffApp';

/** Two portal gaps: the wizard's e-mail for a record without one, and printing a document group. */

test("the request wizard offers the sign-in e-mail when the patient's record has none", async ({ page }) => {
  const suffix = uniqueSuffix();
  await bookableClinic(suffix);
  // A record made by staff without an e-mail; the login is the address the sign-in link went to.
  const patient = await patientWithLogin(suffix);
  await signInToPortalViaApi(page, patient.email, patient.firstName, patient.dateOfBirth, '/new-appointment');

  await chooseSlot(page, { service: `E2E service ${suffix}`, location: `E2E location ${suffix}` });
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue(patient.firstName);
  const email = page.getByRole('textbox', { name: 'Email' });
  await expect(email).toHaveValue(patient.email);
  await expect(email).toBeEditable();

  // The patient may give another address, and it stays through the later steps.
  const other = `other-${suffix}@example.org`;
  await email.fill(other);
  await page.getByRole('textbox', { name: 'Phone' }).fill('(503) 555-0142');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.getByRole('radio', { name: 'No insurance' })).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your information' })).toBeVisible();
  await expect(email).toHaveValue(other);
});

test('a document group prints as one page at any time and downloads as one PDF once completed', async ({
  page,
}) => {
  // A phone's width: the actions wrap under the title and stay usable.
  await page.setViewportSize({ width: 390, height: 844 });
  const patient = await patientWithLogin(uniqueSuffix());
  const { name, groupId, formNames, documents } = await shareNewDocumentGroup({ id: patient.id });
  const [consentName, historyName] = formNames as [string, string];
  const idOf = (formName: string) => documents.find((d) => d.formName === formName)?.id ?? '';
  await answerAsStaff(idOf(consentName), 'Agreed <b>fully</b>', true);
  await answerAsStaff(idOf(historyName), 'Saved so far');

  await signInToPortalViaApi(
    page,
    patient.email,
    patient.firstName,
    patient.dateOfBirth,
    `/document_group/${groupId}`,
  );
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Answer 2' })).toBeVisible();
  const { violations } = await axeScan(page).include('main').analyze();
  expect(violations).toEqual([]);

  // Half done: the set prints, and the PDF waits for the last document, saying so.
  const pdf = page.getByRole('button', { name: 'Download PDF' });
  await expect(pdf).toBeDisabled();
  await expect(pdf).toHaveAccessibleDescription(
    'The PDF is available once every document of this set is completed.',
  );

  await page.getByRole('button', { name: 'Print', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Print ${name}` });
  const printable = page.frameLocator(`iframe[title="Printable version of ${name}"]`);
  await expect(printable.getByRole('heading', { name: consentName })).toBeVisible();
  await expect(printable.getByRole('heading', { name: historyName })).toBeVisible();
  // Answers are text, never markup; the draft shows what is saved so far.
  await expect(printable.getByText('Agreed <b>fully</b>')).toBeVisible();
  await expect(printable.getByText('Saved so far')).toBeVisible();
  await printAndClose(page, dialog);

  // The patient completes the last document; back on the set, the PDF is there.
  await page.getByRole('textbox', { name: 'Answer 2' }).fill('No allergies');
  await completeDocument(page);
  await expect(page).toHaveURL(/\/documents$/);
  // Each document of a set links back to the set, where it prints and downloads as one.
  await page
    .getByRole('row')
    .filter({ hasText: historyName })
    .getByRole('link', { name: 'Open the set it belongs to' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/document_group/${groupId}$`));
  await expect(page.getByRole('navigation', { name: 'Documents of this set' })).toContainText(
    '2 of 2 completed',
  );
  await expect(
    page.getByText('The PDF is available once every document of this set is completed.'),
  ).toHaveCount(0);
  const [download] = await Promise.all([page.waitForEvent('download'), pdf.click()]);
  expect(download.suggestedFilename()).toBe(`${name}.pdf`);
  const bytes = fs.readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(page.getByText('Your PDF download has started.')).toBeVisible();
});
