import { expect, type Page, test } from '@playwright/test';
import { answerAsStaff, formContent, shareNewDocument } from '../support/portalDocuments';
import { choosePortalLanguage, portalDocumentTexts } from '../support/portalDocumentTexts';
import { demoPatients, signInAsNewLogin, signInToPortalViaApi, staffApi } from '../support/portalSession';
import { sessionCookieNames } from '../support/storedSession';

/** One page, two answers: TextInput1 and TextInput2. */
const twoAnswers = formContent([
  { elType: 'TextInput', properties: { label: 'Preferred name' } },
  { elType: 'TextInput', properties: { label: 'Pronouns' } },
]);

/** The autosave status line's words (forms-react session/saveStatusTexts.ts). */
const statusTexts = {
  en: {
    saved: /^Saved at \d/,
    notSaved: /^Not saved \(last saved at \d/,
    conflict: /was changed by your clinic/,
    reload: 'Reload',
  },
  es: {
    saved: /^Guardado a las \d/,
    notSaved: /^No guardado \(guardado por última vez a las \d/,
    conflict: /Su clínica cambió este documento/,
    reload: 'Volver a cargar',
  },
} as const;

/** The document's answers as stored on the server. */
async function storedAnswers(documentId: string): Promise<Record<string, unknown>> {
  const { results } = await staffApi<{ results: Record<string, unknown> }>(
    'GET',
    `/api/core/Documents/${documentId}`,
  );
  return results;
}

/** The keys the portal keeps unsaved answers under in localStorage. */
function keptAnswerKeys(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage).filter((key) => key.startsWith('clinic.unsavedAnswers:')),
  );
}

test('answers save by themselves, and after the session ends and the patient signs in again, their answers are there', async ({
  page,
}) => {
  const { documentId } = await shareNewDocument('jordan', twoAnswers);
  const jordan = demoPatients.jordan;
  const { email } = await signInAsNewLogin(page, 'jordan', `/document/${documentId}`);
  // The save status line (not the notice about restored answers, also a status).
  const status = page.getByRole('status').filter({ hasText: /^(Saved at|Last saved|Saving|Not saved)/ });

  await page.getByRole('textbox', { name: 'Preferred name' }).fill('Jordy');
  await expect(status).toHaveText(statusTexts.en.saved);
  expect(await storedAnswers(documentId)).toMatchObject({ TextInput1: 'Jordy' });

  // The session ends (its cookie is gone) while the patient types on.
  await page.context().clearCookies({ name: sessionCookieNames.portal });
  await page.getByRole('textbox', { name: 'Pronouns' }).fill('they/them');
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  expect(await storedAnswers(documentId)).not.toHaveProperty('TextInput2', 'they/them');
  // Only what was not saved is kept on the device, for this login and document.
  expect(await keptAnswerKeys(page)).toEqual([expect.stringContaining(documentId)]);

  await signInToPortalViaApi(page, email, jordan.name, jordan.dateOfBirth, `/document/${documentId}`);
  await expect(page.getByText('Answers you had not saved were restored.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Preferred name' })).toHaveValue('Jordy');
  await expect(page.getByRole('textbox', { name: 'Pronouns' })).toHaveValue('they/them');
  // Restored answers are saved at once, and then no longer kept on the device.
  await expect(status).toHaveText(statusTexts.en.saved);
  expect(await storedAnswers(documentId)).toMatchObject({ TextInput1: 'Jordy', TextInput2: 'they/them' });
  expect(await keptAnswerKeys(page)).toEqual([]);
});

for (const texts of portalDocumentTexts) {
  test(`in ${texts.name}: an autosave that meets a newer version by staff saves nothing over it and offers to reload`, async ({
    page,
  }) => {
    const words = statusTexts[texts.language];
    const { documentId } = await shareNewDocument('jordan', twoAnswers);
    await choosePortalLanguage(page, texts);
    await signInAsNewLogin(page, 'jordan', `/document/${documentId}`);
    const status = page.getByRole('status').filter({ hasText: /\d/ });

    await page.getByRole('textbox', { name: 'Preferred name' }).fill('Jordy');
    await expect(status).toHaveText(words.saved);

    // Staff change the document meanwhile; the patient's next answer must not overwrite it.
    await answerAsStaff(documentId, 'Changed by staff');
    await page.getByRole('textbox', { name: 'Pronouns' }).fill('they/them');
    await expect(page.getByText(words.conflict)).toBeVisible();
    await expect(status).toHaveText(words.notSaved);
    await expect(page.getByRole('button', { name: texts.saveDraft })).toBeDisabled();
    expect(await storedAnswers(documentId)).toEqual({ TextInput1: 'Changed by staff' });

    await page.getByRole('button', { name: words.reload }).click();
    await expect(page.getByRole('textbox', { name: 'Preferred name' })).toHaveValue('Changed by staff');
    await expect(page.getByRole('textbox', { name: 'Pronouns' })).toHaveValue('');
    await expect(page.getByText(words.conflict)).toHaveCount(0);

    // Saving goes on from the version reloaded.
    await page.getByRole('textbox', { name: 'Pronouns' }).fill('she/her');
    await expect(status).toHaveText(words.saved);
    expect(await storedAnswers(documentId)).toMatchObject({
      TextInput1: 'Changed by staff',
      TextInput2: 'she/her',
    });
  });
}
