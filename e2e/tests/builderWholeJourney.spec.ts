import { expect, type Locator, type Page, test } from '@playwright/test';
import { dropArea, keyboardDrag, mouseDrag } from '../support/formBuilderDrag';
import { completeDocument } from '../support/portalDocumentActions';
import { choosePortalLanguage, portalDocumentTexts } from '../support/portalDocumentTexts';
import { signInToPortalViaApi, staffApi } from '../support/portalSession';
import { createFormInBuilder, patientWithLogin, signInToStaff, uniqueSuffix } from '../support/staffApp';
import { printStaffDocument } from '../support/staffCharts';

/**
 * Issue 21.8, the builder's whole journey: from an empty canvas, by mouse and keyboard only,
 * staff build a scored form in English and Spanish with options, three kinds of rules, a page
 * break and a Crud with a layout of its own; a Spanish-speaking patient fills it in Spanish in
 * the portal; staff read its score and print the patient's copy in Spanish.
 */

const canvasComponent = (page: Page, id: string): Locator => page.locator(`[data-component-id="${id}"]`);

test('staff build a scored two-language form from an empty canvas; the patient fills it in Spanish; staff print it in Spanish', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const spanish = portalDocumentTexts.find((texts) => texts.language === 'es');
  if (!spanish) throw new Error('no Spanish texts');
  await signInToStaff(page, '/staff/forms');
  const formId = await createFormInBuilder(page, `Smoking history ${uniqueSuffix()}`);
  const toolbox = page.getByRole('navigation', { name: 'Toolbox' });
  const panel = page.getByRole('complementary', { name: 'Edit Element' });
  const rules = page.getByRole('dialog', { name: 'Component rules' });

  // A scored question with two options, dropped by mouse.
  await mouseDrag(page, toolbox.getByRole('button', { name: 'Single Choice', exact: true }), () =>
    dropArea(page, 'drop:form:0'),
  );
  await panel.getByLabel('Label', { exact: true }).fill('Do you smoke?');
  const options = panel.getByRole('group', { name: 'Options', exact: true });
  for (const option of ['Yes', 'No']) {
    await options.getByLabel('New item of Options').fill(option);
    await options.getByRole('button', { name: 'Add', exact: true }).click();
  }
  await options.getByRole('checkbox', { name: 'Score per option' }).check();
  await options.getByRole('spinbutton', { name: 'Score of option 1' }).fill('2');
  await options.getByRole('spinbutton', { name: 'Score of option 2' }).fill('0');

  // A number by keyboard, shown only when the answer is Yes (a rule on the question's options).
  await keyboardDrag(page, toolbox.getByRole('button', { name: 'Number Input', exact: true }), 'drop:form:1');
  await panel.getByLabel('Label', { exact: true }).fill('Cigarettes a day');
  await panel.getByRole('button', { name: 'Component rules' }).click();
  await rules.getByLabel('Component of condition 1').selectOption({ label: 'Do you smoke?' });
  await rules.getByLabel('Value of condition 1').selectOption({ label: 'Yes' });
  await rules.getByRole('button', { name: 'Apply' }).click();
  await expect(
    canvasComponent(page, 'NumberInput1').getByText('Shown when Do you smoke? is Yes'),
  ).toBeVisible();

  // A page break, then page 2: a text hidden once a number of cigarettes is given (by keyboard).
  await mouseDrag(page, toolbox.getByRole('button', { name: 'Page Break', exact: true }), () =>
    dropArea(page, 'drop:form:2'),
  );
  await keyboardDrag(page, toolbox.getByRole('button', { name: 'Text Input', exact: true }), 'drop:form:3');
  await panel.getByLabel('Label', { exact: true }).fill('When did you stop?');
  await panel.getByRole('button', { name: 'Component rules' }).focus();
  await page.keyboard.press('Enter');
  await rules.getByLabel('Hide this component when').focus();
  await page.keyboard.press('Space');
  await rules.getByLabel('Component of condition 1').focus();
  await page.keyboard.type('Cig');
  await rules.getByLabel('Comparison of condition 1').focus();
  await page.keyboard.type('is greater');
  await rules.getByLabel('Value of condition 1').focus();
  await page.keyboard.type('0');
  await rules.getByRole('button', { name: 'Apply' }).focus();
  await page.keyboard.press('Enter');
  await expect(
    canvasComponent(page, 'TextInput1').getByText('Hidden when Cigarettes a day is greater than 0'),
  ).toBeVisible();

  // A Crud whose record form holds a text input, shown once the first question is answered.
  await toolbox.getByText('Data', { exact: true }).click();
  await mouseDrag(page, toolbox.getByRole('button', { name: 'Crud', exact: true }), () =>
    dropArea(page, 'drop:form:4'),
  );
  await panel.getByLabel('Label', { exact: true }).fill('Quit aids');
  await panel.getByRole('button', { name: 'Component rules' }).click();
  await rules.getByLabel('Component of condition 1').selectOption({ label: 'Do you smoke?' });
  await rules.getByLabel('Comparison of condition 1').selectOption({ label: 'is not empty' });
  await rules.getByRole('button', { name: 'Apply' }).click();
  await expect(
    canvasComponent(page, 'Crud1').getByText('Shown when Do you smoke? is not empty'),
  ).toBeVisible();
  await mouseDrag(page, toolbox.getByRole('button', { name: 'Text Input', exact: true }), () =>
    dropArea(page, 'drop:Crud1:formLayout:0'),
  );
  await panel.getByLabel('Label', { exact: true }).fill('Aid');
  await expect(
    page.getByRole('region', { name: 'Form layout of Quit aids (Crud1)' }).getByRole('button', {
      name: 'Edit Aid (TextInput2)',
    }),
  ).toBeVisible();

  // The Spanish texts, typed in the Translations view.
  await page.getByRole('button', { name: 'Translations' }).click();
  const spanishText = (component: string, property: string) =>
    page.getByRole('textbox', { name: `Spanish: ${component}, ${property}` });
  const translations: Array<[string, string, string]> = [
    ['Do you smoke?', 'Label', '¿Fuma?'],
    ['Do you smoke?', 'Option 1', 'Sí'],
    ['Cigarettes a day', 'Label', 'Cigarrillos al día'],
    ['When did you stop?', 'Label', '¿Cuándo dejó de fumar?'],
    ['Quit aids', 'Label', 'Ayudas para dejar de fumar'],
  ];
  for (const [component, property, text] of translations) {
    await spanishText(component, property).fill(text);
    await page.keyboard.press('Tab');
  }
  await expect(spanishText('Do you smoke?', 'Option 1')).toHaveValue('Sí');
  await page.getByRole('button', { name: 'Back to design' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  // The patient reads Spanish (English where nothing was translated), answers and completes.
  const patient = await patientWithLogin(undefined, 'es');
  const document = await staffApi<{ id: string }>('PUT', '/api/core/Documents', {
    formId,
    patientId: patient.id,
  });
  await staffApi('PATCH', `/api/core/Documents/${document.id}/Share`, { shared: true });
  const context = await browser.newContext();
  const portal = await context.newPage();
  await choosePortalLanguage(portal, spanish);
  await signInToPortalViaApi(
    portal,
    patient.email,
    patient.firstName,
    patient.dateOfBirth,
    `/document/${document.id}`,
  );
  const smokes = portal.getByRole('group', { name: '¿Fuma?' });
  await smokes.getByRole('radio', { name: 'Sí', exact: true }).waitFor();
  await expect(portal.getByRole('spinbutton', { name: 'Cigarrillos al día' })).toHaveCount(0);
  await smokes.getByRole('radio', { name: 'Sí', exact: true }).check();
  await portal.getByRole('spinbutton', { name: 'Cigarrillos al día' }).fill('5');
  await portal.getByRole('button', { name: spanish.next }).click();
  await expect(portal.getByText(spanish.pageOf(2, 2))).toBeVisible();
  await expect(portal.getByRole('textbox', { name: '¿Cuándo dejó de fumar?' })).toHaveCount(0);
  await expect(portal.getByText('Ayudas para dejar de fumar')).toBeVisible();
  await completeDocument(portal, spanish.complete);
  await expect(portal.getByText(spanish.completed)).toBeVisible();
  await context.close();

  // Staff read the score and print the patient's copy in Spanish.
  await page.goto(`/staff/patients/${patient.id}/documents/${document.id}`);
  await expect(page.getByRole('toolbar', { name: 'Documents' }).getByText('Score: 2')).toBeVisible();
  const printout = await printStaffDocument(page, 'Print in Spanish');
  await expect(printout).toContainText('¿Fuma?');
  await expect(printout).toContainText('Sí');
  await expect(printout).toContainText('Cigarrillos al día');
  await expect(printout).toContainText('5');
  await expect(printout).not.toContainText('Do you smoke?');
});
