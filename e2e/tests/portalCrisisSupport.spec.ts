import { instrumentForm, instrumentLibrary } from '@clinic/forms-core';
import { expect, test } from '@playwright/test';
import { completeDocument } from '../support/portalDocumentActions';
import { choosePortalLanguage, portalDocumentTexts } from '../support/portalDocumentTexts';
import { patientId, signInAsNewLogin, staffApi } from '../support/portalSession';
import { signInToStaff } from '../support/staffApp';

/**
 * Safety alerts (issue 19.3): a patient who answers PHQ-9 item 9 above 0 reads the crisis text at
 * once, in their language, and the alert waits in the staff queue until acknowledged with a note.
 */

/** A shared PHQ-9 (library form, in `language`) for Jordan; resolves with its form and document ids. */
async function sharedPhq9(language: 'en' | 'es') {
  const phq9 = instrumentLibrary.phq9;
  if (!phq9) throw new Error('no PHQ-9 in the library');
  const form = await staffApi<{ id: string }>('PUT', '/api/core/Forms', instrumentForm(phq9, language));
  const document = await staffApi<{ id: string }>('PUT', '/api/core/Documents', {
    formId: form.id,
    patientId: await patientId('jordan'),
  });
  await staffApi('PATCH', `/api/core/Documents/${document.id}/Share`, { shared: true });
  return document;
}
const crisis = {
  en: {
    title: 'Help is available now',
    text: /call or text 988 \(Suicide & Crisis Lifeline\)/,
    item9: /^9\. Thoughts that you would be better off dead/,
    severalDays: 'Several days',
  },
  es: {
    title: 'Hay ayuda disponible ahora',
    text: /llame o envíe un mensaje de texto al 988 \(Línea de Prevención del Suicidio y Crisis\)/,
    item9: /^9\. Pensamientos de que estaría mejor muerto/,
    severalDays: 'Varios días',
  },
} as const;

for (const texts of portalDocumentTexts) {
  test(`a PHQ-9 answer of self-harm shows the crisis text in ${texts.name}`, async ({ page }) => {
    const words = crisis[texts.language];
    const phq9 = instrumentLibrary.phq9;
    if (!phq9) throw new Error('no PHQ-9 in the library');
    const form = await staffApi<{ id: string }>(
      'PUT',
      '/api/core/Forms',
      instrumentForm(phq9, texts.language),
    );
    const document = await staffApi<{ id: string }>('PUT', '/api/core/Documents', {
      formId: form.id,
      patientId: await patientId('jordan'),
    });
    await staffApi('PATCH', `/api/core/Documents/${document.id}/Share`, { shared: true });

    await choosePortalLanguage(page, texts);
    await signInAsNewLogin(page, 'jordan', `/document/${document.id}`);
    const item9 = page.getByRole('group', { name: words.item9 });
    // Patients never see the answers' weights.
    await expect(item9.getByRole('radio', { name: words.severalDays, exact: true })).toBeVisible();
    await item9.getByRole('radio', { name: words.severalDays, exact: true }).check();
    await completeDocument(page, texts.complete);

    // The patient stays on the completed document, the crisis text first.
    const help = page.getByRole('region', { name: words.title });
    await expect(help).toBeVisible();
    await expect(help).toContainText(words.text);
    await expect(page.getByText(texts.locked)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/document/${document.id}$`));
  });
}

test('staff acknowledge an alert with a note of what was done', async ({ page }) => {
  const document = await sharedPhq9('en');
  const note = `Called Jordan; safety plan reviewed (${document.id.slice(0, 8)}).`;
  // Sharing counted as a change: complete the version as it is now.
  const { rowVersion } = await staffApi<{ rowVersion: number }>('GET', `/api/core/Documents/${document.id}`);
  await staffApi('PATCH', `/api/core/Documents/${document.id}/SaveAndComplete`, {
    rowVersion,
    results: { AssessmentQuestion9: { text: 'Nearly every day', value: 3, code: 'LA6571-9' } },
  });
  await signInToStaff(page, '/staff/alerts');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: 'PHQ-9 depression questionnaire' }) })
    .filter({ has: page.locator(`a[href$="/documents/${document.id}"]`) });
  await expect(row).toContainText('Thoughts of self-harm reported (PHQ-9 item 9)');
  await row.getByRole('button', { name: 'Acknowledge the alert for Jordan Lee' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acknowledge alert' });
  await dialog.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(dialog.getByText('Please say what was done.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'What was done' }).fill(note);
  await dialog.getByRole('button', { name: 'Acknowledge' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toHaveCount(0);
  await page.getByText('Acknowledged', { exact: true }).click();
  await expect(page.getByRole('row').filter({ hasText: note })).toContainText('Clinic Administrator');
});
