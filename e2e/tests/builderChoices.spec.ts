import { expect, type Locator, type Page, test } from '@playwright/test';
import { completeDocument } from '../support/portalDocumentActions';
import { choosePortalLanguage, portalDocumentTexts } from '../support/portalDocumentTexts';
import { patientId, signInAsNewLogin, staffApi } from '../support/portalSession';
import { createFormInBuilder, signInToStaff, uniqueSuffix } from '../support/staffApp';
import { openDocument } from '../support/staffCharts';

/**
 * Choice options with stored values (issue 21.3): staff paste options with their own values and
 * scores, reorder them by keyboard and by mouse, and rename a label once a patient has answered;
 * the patient reads labels in the portal, and staff read the answer's label and its score.
 */

/** A pointer drag of an option's handle onto another's place, as a person does it. */
async function dragOption(page: Page, handle: Locator, onto: Locator): Promise<void> {
  const from = await handle.boundingBox();
  const to = await onto.boundingBox();
  if (!from || !to) throw new Error('option handles not visible');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 8, { steps: 4 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 + 4, { steps: 12 });
  await page.mouse.up();
}

for (const texts of portalDocumentTexts) {
  test(`staff paste, reorder and rename options with stored values; a patient in ${texts.name} reads labels and staff the score`, async ({
    page,
    browser,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const question = `How often did you sleep badly? (${uniqueSuffix()})`;
    await signInToStaff(page);
    await createFormInBuilder(page, `Sleep check ${uniqueSuffix()}`);

    const toolbox = page.getByRole('navigation', { name: 'Toolbox' });
    const panel = page.getByRole('complementary', { name: 'Edit Element' });
    await toolbox.getByRole('button', { name: 'Single Choice', exact: true }).click();
    await panel.getByLabel('Label', { exact: true }).fill(question);
    const options = panel.getByRole('group', { name: 'Options', exact: true });
    const label = (position: number) => options.getByRole('textbox', { name: `Label of option ${position}` });

    // Three options pasted at once, each "value|label|score".
    await page.evaluate(
      (lines) => navigator.clipboard.writeText(lines),
      'never|Not at all|0\noften|Most nights|3\nsome|Some nights|1',
    );
    await options.getByLabel('New item of Options').focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect(options.getByText('3 options added.')).toBeAttached();
    await expect(label(3)).toHaveValue('Some nights');
    await expect(options.getByRole('checkbox', { name: 'Separate stored values' })).toBeChecked();
    await expect(options.getByRole('checkbox', { name: 'Score per option' })).toBeChecked();
    await expect(options.getByRole('textbox', { name: 'Stored value of option 2' })).toHaveValue('often');
    await expect(options.getByRole('spinbutton', { name: 'Score of option 2' })).toHaveValue('3');

    // Reordered with the keyboard (Some nights up one), then with the mouse (Not at all last).
    await options.getByRole('button', { name: 'Move Some nights', exact: true }).focus();
    await page.keyboard.press('ArrowUp');
    await expect(label(2)).toHaveValue('Some nights');
    await expect(options.getByText('Some nights moved to position 2 of 3.')).toBeAttached();
    await dragOption(
      page,
      options.getByRole('button', { name: 'Move Not at all', exact: true }),
      options.getByRole('button', { name: 'Move Most nights', exact: true }),
    );
    await expect(label(3)).toHaveValue('Not at all');
    await expect(label(1)).toHaveValue('Some nights');
    await expect(label(2)).toHaveValue('Most nights');

    // A typed option with a stored value of its own.
    await options.getByLabel('New item of Options').fill('Not sure');
    await options.getByRole('button', { name: 'Add', exact: true }).click();
    await options.getByRole('textbox', { name: 'Stored value of option 4' }).fill('unsure');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
    const formId = page.url().split('/').at(-1) ?? '';

    const jordan = await patientId('jordan');
    const document = await staffApi<{ id: string }>('PUT', '/api/core/Documents', {
      formId,
      patientId: jordan,
    });
    await staffApi('PATCH', `/api/core/Documents/${document.id}/Share`, { shared: true });

    // The patient reads the labels, in the order set, and answers "Most nights".
    const portal = await browser.newPage();
    await choosePortalLanguage(portal, texts);
    await signInAsNewLogin(portal, 'jordan', `/document/${document.id}`);
    const asked = portal.getByRole('group', { name: question });
    // The document's first read is the slow one on a loaded machine: wait for the question itself.
    await asked.getByRole('radio', { name: 'Most nights', exact: true }).waitFor();
    const shown = await asked
      .getByRole('radio')
      .evaluateAll((radios) => radios.map((radio) => radio.closest('label')?.textContent ?? ''));
    expect(shown).toEqual(['Some nights', 'Most nights', 'Not at all', 'Not sure']);
    await asked.getByRole('radio', { name: 'Most nights', exact: true }).check();
    await completeDocument(portal, texts.complete);
    await expect(portal.getByText(texts.completed)).toBeVisible();
    await portal.close();

    // Renamed after the answer: the stored value stays, so the answer keeps its meaning.
    await label(2).fill('Nearly every night');
    await expect(options.getByRole('textbox', { name: 'Stored value of option 2' })).toHaveValue('often');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByText(/your changes were saved as a new version, "Version 2"/)).toBeVisible();

    // Staff read the answer by the label the patient chose (the version it was filled on) and its score.
    await openDocument(page, jordan, document.id);
    await expect(page.getByRole('toolbar', { name: 'Documents' }).getByText('Score: 3')).toBeVisible();
    await expect(page.getByText('Most nights', { exact: true })).toBeVisible();
    await expect(page.getByText('often', { exact: true })).toBeHidden();
  });
}
