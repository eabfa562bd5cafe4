import { expect, test } from '@playwright/test';
import { expectNoSeriousViolation } from '../support/axeScan';
import { dropArea, keyboardDrag, mouseDrag } from '../support/formBuilderDrag';
import { createFormInBuilder, signInToStaff } from '../support/staffApp';

/**
 * Issue 21.5: a Crud's record form and list item are canvases inside it. Components drop into
 * them by pointer and by keyboard, are edited there, and undo takes a drop back; what may not go
 * inside a Crud (a page break, another Crud) is offered no place there.
 */

test('components drop into a Crud’s form and list layouts, by pointer and keyboard, with the same refusals and undo', async ({
  page,
}) => {
  await signInToStaff(page, '/staff/forms');
  await createFormInBuilder(page, `Medications list ${Date.now()}`);
  const toolbox = page.getByRole('navigation', { name: 'Toolbox' });
  const panel = page.getByRole('complementary', { name: 'Edit Element' });
  await toolbox.getByText('Data', { exact: true }).click();

  await mouseDrag(page, toolbox.getByRole('button', { name: 'Crud', exact: true }), () =>
    dropArea(page, 'drop:form:0'),
  );
  const formLayout = page.getByRole('region', { name: 'Form layout of Crud (Crud1)' });
  const listLayout = page.getByRole('region', { name: 'List item layout of Crud (Crud1)' });
  await expect(formLayout).toContainText('Drag components here.');
  await expect(listLayout).toContainText('Drag components here.');
  await expectNoSeriousViolation(page);

  // By pointer into the record form; its properties open like any component's.
  await mouseDrag(page, toolbox.getByRole('button', { name: 'Text Input', exact: true }), () =>
    dropArea(page, 'drop:Crud1:formLayout:0'),
  );
  await expect(panel).toBeVisible();
  await panel.getByLabel('Label', { exact: true }).fill('Medication name');
  await expect(formLayout.getByRole('button', { name: 'Edit Medication name (TextInput1)' })).toBeVisible();

  // By keyboard into the list item.
  await keyboardDrag(
    page,
    toolbox.getByRole('button', { name: 'Number Input', exact: true }),
    'drop:Crud1:listItemLayout:0',
  );
  await expect(listLayout.getByRole('button', { name: /^Edit .*\(NumberInput1\)$/ })).toBeVisible();

  // A page break and a second Crud are offered no place inside the Crud, only in the form.
  for (const refused of ['Page Break', 'Crud']) {
    const handle = toolbox.getByRole('button', { name: refused, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(dropArea(page, 'drop:form:1')).toBeVisible();
    await expect(page.locator('[data-drop-area^="drop:Crud1:"]:visible')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dropArea(page, 'drop:form:1')).toBeHidden();
  }

  // Undo takes the keyboard drop back; redo puts it back.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(listLayout).toContainText('Drag components here.');
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect(listLayout.getByRole('button', { name: /^Edit .*\(NumberInput1\)$/ })).toBeVisible();

  // Saved and read back: the nested layouts are the form's.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await page.reload();
  await expect(formLayout.getByRole('button', { name: 'Edit Medication name (TextInput1)' })).toBeVisible();
  await expect(listLayout.getByRole('button', { name: /^Edit .*\(NumberInput1\)$/ })).toBeVisible();

  await expectNoSeriousViolation(page);
});
