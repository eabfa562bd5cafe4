import { expect, test } from '@playwright/test';
import { createFormInBuilder, signInToStaff, uniqueSuffix } from '../support/staffApp';
import { appRequestHeaders } from '../support/storedSession';

/**
 * Rich text in the staff form builder (issue 8): a Text component written in the rich editor
 * with bold and an @mention of another field, saved, previewed with the field's value in place
 * of the mention, and read back into the editor as a chip.
 */

test('writes a Text component with bold and a mention of a field, and previews it', async ({ page }) => {
  test.setTimeout(120_000);
  const formName = `Rich text ${uniqueSuffix()}`;
  await signInToStaff(page);

  const formId = await createFormInBuilder(page, formName);

  const toolbox = page.getByRole('navigation', { name: 'Toolbox' });
  const panel = page.getByRole('complementary', { name: 'Edit Element' });

  // A field to mention, then the Text component (a click adds at the end and selects it).
  await toolbox.getByRole('button', { name: 'Text Input', exact: true }).click();
  await panel.getByLabel('Label', { exact: true }).fill('Preferred name');
  await toolbox.getByText('Display', { exact: true }).click();
  await toolbox.getByRole('button', { name: 'Text', exact: true }).click();
  await expect(panel.getByText('Text1')).toBeVisible();

  const editor = panel.getByRole('textbox', { name: 'Text', exact: true });
  await expect(editor).toHaveText('Example text');
  const bold = panel.getByRole('button', { name: 'Bold' });

  // Replace the example with "Dear **valued** @Preferred name", typed with the keyboard.
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Dear ');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('valued');
  await page.keyboard.press('ControlOrMeta+b');
  await expect(bold).toHaveAttribute('aria-pressed', 'false');
  await page.keyboard.type(' @pref');
  const mentions = page.getByRole('listbox', { name: 'Fields and patient values' });
  await expect(mentions.getByRole('option', { name: 'Preferred name' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(editor).toHaveAttribute('aria-activedescendant', /.+/);
  await page.keyboard.press('Enter');
  await expect(mentions).toBeHidden();
  await expect(editor.getByText('@Preferred name')).toBeVisible();

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  // What was stored: sanitised HTML with the bold text and the mention's expression.
  // page.request sends the page's session cookie; the app header lets it count.
  const headers = appRequestHeaders;
  const { currentVersionId } = (await (
    await page.request.get(`/api/core/Forms/${formId}`, { headers })
  ).json()) as { currentVersionId: string };
  const version = (await (
    await page.request.get(`/api/core/Versions/${currentVersionId}`, { headers })
  ).json()) as { content: unknown };
  const stored = JSON.stringify(version.content);
  expect(stored).toContain('<strong>valued</strong>');
  expect(stored).toContain('{{data.TextInput1}}');

  // The preview shows the formatted text with the field's current value in place of the mention.
  await page.getByRole('button', { name: 'Preview' }).click();
  const text = page.locator('.cf-rich-text').filter({ hasText: 'Dear' });
  await expect(text.locator('strong')).toHaveText('valued');
  await page.getByLabel('Preferred name').fill('Robin');
  await expect(text).toHaveText(/^Dear valued Robin\s*$/);
  await page.getByRole('button', { name: 'Back to design' }).click();

  // The saved text reads back into the editor: the mention is a chip again.
  await page.getByRole('button', { name: /^Edit .*\(Text1\)$/ }).click();
  await expect(
    panel.getByRole('textbox', { name: 'Text', exact: true }).getByText('@Preferred name'),
  ).toBeVisible();
});
