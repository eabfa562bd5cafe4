import { expect, type Page, test } from '@playwright/test';
import { axeScan } from '../support/axeScan';
import { signInToStaff } from '../support/staffApp';
import { newDocument, newForm, openDocument, patientWithEpisode } from '../support/staffCharts';
import { newStaffReader } from '../support/staffReaders';

/** Issue 18.5: a staff user draws their signature once; documents then offer "Use My Signature". */

/** Draws a stroke across the signature pad's canvas with the mouse. */
async function drawOnPad(page: Page): Promise<void> {
  const pad = page.getByRole('dialog', { name: 'Please Sign' });
  const box = await pad.getByRole('img', { name: 'Signature' }).boundingBox();
  if (!box) throw new Error('the signature pad has no canvas');
  await page.mouse.move(box.x + 30, box.y + 100);
  await page.mouse.down();
  for (const [x, y] of [
    [80, 40],
    [140, 110],
    [200, 50],
    [300, 90],
  ] as const)
    await page.mouse.move(box.x + x, box.y + y, { steps: 5 });
  await page.mouse.up();
  await pad.getByRole('button', { name: 'Save' }).click();
  await expect(pad).toBeHidden();
}

test('staff draw their signature in their account, then sign a document with "Use My Signature"', async ({
  page,
}) => {
  const signer = await newStaffReader('Dana', 'Signer', { credentials: 'RN' });
  const patient = await patientWithEpisode();
  const form = await newForm([
    { elType: 'Signature', properties: { label: 'Clinician signature', type: 'user' } },
  ]);
  const documentId = await newDocument(patient, form.id);
  await signInToStaff(page, '/staff/', signer);

  // Without a saved signature the document only offers the pad.
  await openDocument(page, patient.id, documentId);
  const field = page.getByRole('group', { name: 'Clinician signature' });
  await expect(field.getByRole('button', { name: 'Sign', exact: true })).toBeVisible();
  await expect(field.getByRole('button', { name: 'Use My Signature' })).toHaveCount(0);

  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'My signature' }).click();
  const mine = page.getByRole('dialog', { name: 'My signature' });
  await expect(mine).toContainText('You have no saved signature yet.');
  await mine.getByRole('button', { name: 'Draw signature' }).click();
  await drawOnPad(page);
  await expect(mine.getByRole('status')).toHaveText('Your signature was saved.');
  await expect(mine.getByRole('img', { name: 'Your saved signature' })).toBeVisible();
  // The dialog's content: Mantine's modal header is a <header>, a second banner beside the app's (left alone here).
  expect((await axeScan(page).include('.mantine-Modal-body').analyze()).violations).toEqual([]);
  await mine.getByRole('button', { name: 'Close' }).click();

  // The open document offers it at once, and it fills the field.
  await field.getByRole('button', { name: 'Use My Signature' }).click();
  await expect(field.getByRole('img', { name: 'Signature of Dana Signer, RN' })).toBeVisible();
  await expect(field.getByRole('textbox', { name: 'Signed By' })).toHaveValue('Dana Signer, RN');

  // The document keeps it once saved; the saved signature stays with the account.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.')).toBeVisible();
  await page.reload();
  await expect(field.getByRole('img', { name: 'Signature of Dana Signer, RN' })).toBeVisible();

  // Removed, it is offered no more.
  await page.getByRole('button', { name: /^User menu for/ }).click();
  await page.getByRole('menuitem', { name: 'My signature' }).click();
  await expect(mine.getByRole('img', { name: 'Your saved signature' })).toBeVisible();
  await mine.getByRole('button', { name: 'Remove signature' }).click();
  await expect(mine.getByRole('status')).toHaveText('Your signature was removed.');
  await expect(mine).toContainText('You have no saved signature yet.');
  await mine.getByRole('button', { name: 'Close' }).click();
  await field.getByRole('button', { name: 'Clear' }).click();
  await expect(field.getByRole('button', { name: 'Sign', exact: true })).toBeVisible();
  await expect(field.getByRole('button', { name: 'Use My Signature' })).toHaveCount(0);
});
