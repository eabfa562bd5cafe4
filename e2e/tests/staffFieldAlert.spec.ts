import { expect, test } from '@playwright/test';
import { completeDocument } from '../support/portalDocumentActions';
import { choosePortalLanguage, portalDocumentTexts } from '../support/portalDocumentTexts';
import { patientId, signInAsNewLogin, staffApi } from '../support/portalSession';
import { createFormInBuilder, signInToStaff, uniqueSuffix } from '../support/staffApp';

/**
 * "Alert when…" on any form field (issue 19.3): staff mark a yes/no question in the builder, a
 * patient answers Yes in the portal (in each of its languages), and the alert waits in the staff
 * queue naming the question.
 */
for (const texts of portalDocumentTexts) {
  test(`a field marked "Alert when Yes" raises an alert when a patient answers Yes in ${texts.name}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const question = `Have you felt unsafe at home? (${uniqueSuffix()})`;
    await signInToStaff(page);
    const formId = await createFormInBuilder(page, `Safety check-in ${uniqueSuffix()}`);

    const toolbox = page.getByRole('navigation', { name: 'Toolbox' });
    const panel = page.getByRole('complementary', { name: 'Edit Element' });
    await toolbox.getByRole('button', { name: 'Single Choice', exact: true }).click();
    await panel.getByLabel('Label', { exact: true }).fill(question);
    const options = panel.getByRole('group', { name: 'Options', exact: true });
    for (const option of ['Yes', 'No']) {
      await options.getByLabel('New item of Options').fill(option);
      await options.getByRole('button', { name: 'Add', exact: true }).click();
    }
    const alertWhen = panel.getByRole('group', { name: 'Alert when…' });
    await alertWhen.getByRole('checkbox', { name: 'Yes', exact: true }).check();
    await expect(alertWhen.getByRole('checkbox', { name: 'No', exact: true })).not.toBeChecked();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

    const document = await staffApi<{ id: string }>('PUT', '/api/core/Documents', {
      formId,
      patientId: await patientId('jordan'),
    });
    await staffApi('PATCH', `/api/core/Documents/${document.id}/Share`, { shared: true });

    // The patient answers Yes in the portal, in a browser of their own.
    const portal = await browser.newPage();
    await choosePortalLanguage(portal, texts);
    await signInAsNewLogin(portal, 'jordan', `/document/${document.id}`);
    await portal
      .getByRole('group', { name: question })
      .getByRole('radio', { name: 'Yes', exact: true })
      .check();
    await completeDocument(portal, texts.complete);
    await expect(portal.getByText(texts.completed)).toBeVisible();
    await portal.close();

    // The alert names the question, not the answer, and links the document.
    await page.goto('/staff/alerts');
    const row = page.getByRole('row').filter({ has: page.locator(`a[href$="/documents/${document.id}"]`) });
    await expect(row).toContainText(`Answer needs attention: "${question}"`);
    await expect(row).toContainText('Jordan Lee');
  });
}
