import { expect, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import { answerAsStaff } from '../support/portalDocuments';
import { signInToStaff } from '../support/staffApp';
import { newDocument, newForm, openDocument, patientWithEpisode } from '../support/staffCharts';

/** Issue 18.5: a completed document's score set by hand, with the reason kept beside it. */

test('staff set a completed document’s score with a reason; who, when and why read beside the score', async ({
  page,
}) => {
  const patient = await patientWithEpisode();
  const form = await newForm([{ elType: 'TextInput', properties: { label: 'Preferred name' } }]);
  const documentId = await newDocument(patient, form.id);
  await answerAsStaff(documentId, 'Robin', true);
  await signInToStaff(page, '/staff/');
  await openDocument(page, patient.id, documentId);

  const toolbar = page.getByRole('toolbar', { name: 'Documents' });
  await toolbar.getByRole('button', { name: 'Set score' }).click();
  const dialog = page.getByRole('dialog', { name: 'Set the score by hand' });
  await dialog.getByRole('textbox', { name: 'Score' }).fill('12');
  expect((await axeScan(page).include('.mantine-Modal-body').analyze()).violations).toEqual([]);
  await dialog.getByRole('button', { name: 'Set score' }).click();
  await expect(dialog.getByText('Please give the reason for setting the score.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Item 3 was answered on paper');
  await dialog.getByRole('button', { name: 'Set score' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Score saved.')).toBeVisible();
  await expect(toolbar.getByText('Score: 12')).toBeVisible();
  const note = page.getByText(
    /^Set by .+ on \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M: Item 3 was answered on paper$/,
  );
  await expect(note).toBeVisible();

  // Kept on the document: read again after a reload.
  await page.reload();
  await expect(page.getByRole('toolbar', { name: 'Documents' }).getByText('Score: 12')).toBeVisible();
  await expect(note).toBeVisible();
});
