import fs from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { completeDocument } from '../support/portalDocumentActions';
import { choosePortalLanguage, portalDocumentTexts } from '../support/portalDocumentTexts';
import { patientId, signInAsNewLogin, staffApi } from '../support/portalSession';
import { signInToStaff } from '../support/staffApp';
import { newDocument, openDocument, patientWithEpisode } from '../support/staffCharts';

/**
 * Issue 19's "done when": HL7's SDC example Questionnaires (the PHQ-9 with scores, the BMI
 * calculation, the enableWhen variants) imported through Forms → "Import FHIR Questionnaire" render,
 * calculate and score in the staff app and in the portal, and export back as a Questionnaire.
 */

const fixture = (name: string) =>
  new URL(`../../packages/forms-core/src/fhir/test-fixtures/${name}`, import.meta.url);
const phq9File = fixture('questionnaire-sdc-profile-example-PHQ9.json');
const bmiFile = fixture('questionnaire-sdc-profile-example-weight-height.json');
const enableWhenFile = fixture('questionnaire-sdc-test-enablewhen.json');

/** The portal in Spanish: its buttons in Spanish around the Questionnaire's own English questions. */
const spanish = portalDocumentTexts.find((texts) => texts.language === 'es');
if (!spanish) throw new Error('no Spanish portal texts');
const spanishTexts = spanish;

/**
 * Imports a Questionnaire on the Forms page, from its file or pasted, and opens it in the builder;
 * resolves with the new form's id and the import's report.
 */
async function importQuestionnaire(page: Page, file: URL, how: 'file' | 'paste') {
  await page.goto('/staff/forms');
  await page.getByRole('button', { name: 'Import FHIR Questionnaire' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import FHIR Questionnaire' });
  const json = dialog.getByRole('textbox', { name: 'Questionnaire (FHIR R4 JSON)' });
  if (how === 'file') {
    await dialog.locator('input[type="file"]').setInputFiles(file.pathname);
    await expect(json).toHaveValue(/"resourceType": "Questionnaire"/);
  } else {
    await json.fill(fs.readFileSync(file, 'utf8'));
  }
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Imported as a new form.');
  const report = (await dialog.textContent()) ?? '';
  await dialog.getByRole('button', { name: 'Open in builder' }).click();
  await expect(page).toHaveURL(/\/staff\/forms\/[^/?]+$/);
  return { formId: new URL(page.url()).pathname.split('/').at(-1) ?? '', report };
}

/** A document of the form shared with the seeded Jordan's portal. */
async function sharedWithJordan(formId: string): Promise<string> {
  const document = await staffApi<{ id: string }>('PUT', '/api/core/Documents', {
    formId,
    patientId: await patientId('jordan'),
  });
  await staffApi('PATCH', `/api/core/Documents/${document.id}/Share`, { shared: true });
  return document.id;
}

test('a form exports as a FHIR Questionnaire, and a pasted non-Questionnaire is refused with the reason', async ({
  page,
}) => {
  await signInToStaff(page, '/staff/forms');
  const { formId } = await importQuestionnaire(page, phq9File, 'file');
  const original = JSON.parse(fs.readFileSync(phq9File, 'utf8')) as {
    item: { linkId: string; item: { linkId: string }[] }[];
  };

  await page.goto('/staff/forms?q=Patient%20Health%20Questionnaire');
  const row = page.getByRole('row').filter({ has: page.locator(`a[href$="/forms/${formId}"]`) });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Export FHIR / }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Patient-Health-Questionnaire-9-Item.questionnaire.json');
  const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  expect(exported.resourceType).toBe('Questionnaire');
  expect(exported.title).toBe('Patient Health Questionnaire - 9 Item');
  // Every item of HL7's group comes back under the same linkId, in the same order.
  expect(exported.item[0].linkId).toBe('H1/T1');
  expect(
    exported.item
      .flatMap((group: { item?: { linkId: string }[] }) => group.item ?? [])
      .map((item: { linkId: string }) => item.linkId),
  ).toEqual(original.item.flatMap((group) => group.item.map((item) => item.linkId)));

  // Pasted text that is not a Questionnaire never reaches the server; a broken one is refused by it.
  await page.getByRole('button', { name: 'Import FHIR Questionnaire' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import FHIR Questionnaire' });
  const json = dialog.getByRole('textbox', { name: 'Questionnaire (FHIR R4 JSON)' });
  await json.fill('{"resourceType": "Patient"}');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(
    dialog.getByText('This is not a FHIR Questionnaire: its resourceType is not "Questionnaire".'),
  ).toBeVisible();
  await json.fill('{"resourceType": "Questionnaire", "status": "sometimes"}');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText('Questionnaire.status');
});

for (const texts of portalDocumentTexts) {
  test(`HL7's PHQ-9 example, imported from its file, is scored in the staff app and in the portal in ${texts.name}`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInToStaff(page, '/staff/forms');
    const { formId } = await importQuestionnaire(page, phq9File, 'file');

    // Staff see each answer's weight and the running total the Questionnaire calculates.
    const patient = await patientWithEpisode();
    const staffDocument = await newDocument(patient, formId);
    await openDocument(page, patient.id, staffDocument);
    const question = (text: string) => page.getByRole('group', { name: text });
    await question('Little interest or pleasure in doing things?')
      .getByRole('radio', { name: 'Nearly every day (3)' })
      .check();
    await question('Feeling tired or having little energy?')
      .getByRole('radio', { name: 'Several days (1)' })
      .check();
    await expect(
      page.getByRole('status', { name: 'Patient health questionnaire 9 item total score' }),
    ).toHaveText('4');

    // The patient answers in the portal, in a browser of their own: no weights there.
    const documentId = await sharedWithJordan(formId);
    const portal = await browser.newPage();
    await choosePortalLanguage(portal, texts);
    await signInAsNewLogin(portal, 'jordan', `/document/${documentId}`);
    // Items 1-8 "more than half the days" (2 each), item 9 "not at all": 16, every item answered.
    const portalQuestion = (text: RegExp) => portal.getByRole('group', { name: text });
    const firstEight = [
      /^Little interest or pleasure/,
      /^Feeling down, depressed/,
      /^Trouble falling or staying asleep/,
      /^Feeling tired/,
      /^Poor appetite/,
      /^Feeling bad about yourself/,
      /^Trouble concentrating/,
      /^Moving or speaking so slowly/,
    ];
    for (const text of firstEight)
      await portalQuestion(text).getByRole('radio', { name: 'More than half the days', exact: true }).check();
    await portalQuestion(/^Thoughts that you would be better off dead/)
      .getByRole('radio', { name: 'Not at all', exact: true })
      .check();
    await expect(
      portal.getByRole('status', { name: 'Patient health questionnaire 9 item total score' }),
    ).toHaveText('16');
    await completeDocument(portal, texts.complete);
    await expect(portal.getByText(texts.completed)).toBeVisible();
    await portal.close();

    // The stored score: the Questionnaire's total, kept with the completed document.
    await openDocument(page, await patientId('jordan'), documentId);
    await expect(page.getByRole('toolbar', { name: 'Documents' }).getByText('Score: 16')).toBeVisible();
  });
}

test('HL7’s weight and height example, pasted, calculates the BMI as it is typed in both apps', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInToStaff(page, '/staff/forms');
  const { formId, report } = await importQuestionnaire(page, bmiFile, 'paste');
  expect(report).toContain('Every element was carried.');

  const patient = await patientWithEpisode();
  await openDocument(page, patient.id, await newDocument(patient, formId));
  await page.getByLabel('Weight').fill('70');
  await page.getByLabel('Body height').fill('70');
  // 70 kg over (70 in × 0.0254 m)², rounded to one decimal, as the Questionnaire's FHIRPath says.
  await expect(page.getByRole('status', { name: 'BMI' })).toHaveText('22.1 kg/m2');

  const documentId = await sharedWithJordan(formId);
  const portal = await browser.newPage();
  await choosePortalLanguage(portal, spanishTexts);
  await signInAsNewLogin(portal, 'jordan', `/document/${documentId}`);
  await portal.getByLabel('Weight').fill('90');
  await portal.getByLabel('Body height').fill('72');
  await expect(portal.getByRole('status', { name: 'BMI' })).toHaveText('26.9 kg/m2');
  await portal.close();
});

test('HL7’s enableWhen test Questionnaire shows and hides items and groups in both apps', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInToStaff(page, '/staff/forms');
  const { formId, report } = await importQuestionnaire(page, enableWhenFile, 'file');
  // Its Yes/No/Don't know list is an external ValueSet, which cannot be expanded offline.
  expect(report).toMatch(/item 1acf93a7-0890-44cd-be48-542defb35248: answers of ValueSet http/);

  const patient = await patientWithEpisode();
  await openDocument(page, patient.id, await newDocument(patient, formId));
  const hiddenUntilQ1 = page.getByLabel('Question hidden until Q1 checked');
  const presentUntilQ2 = page.getByText('Group present until Q2 checked');
  await expect(hiddenUntilQ1).toHaveCount(0);
  await page.getByRole('checkbox', { name: 'Question 1 Check' }).check();
  await expect(hiddenUntilQ1).toBeVisible();
  await expect(page.getByText('Group hidden until enabled Q1 checked')).toBeVisible();
  // "= false" holds for an answer of false only: not while Question 2 is unanswered (FHIR's rule),
  // nor while it is ticked; once it is unticked the group, its title included, shows.
  const q2 = page.getByRole('checkbox', { name: 'Question 2 Check' });
  await expect(presentUntilQ2).toHaveCount(0);
  await q2.check();
  await expect(presentUntilQ2).toHaveCount(0);
  await q2.uncheck();
  await expect(presentUntilQ2).toBeVisible();
  await expect(page.getByLabel('Question 2 - disable the group when unchecked')).toBeVisible();

  // In the portal (Spanish buttons, the Questionnaire's own English questions).
  const texts = spanishTexts;
  const documentId = await sharedWithJordan(formId);
  const portal = await browser.newPage();
  await choosePortalLanguage(portal, texts);
  await signInAsNewLogin(portal, 'jordan', `/document/${documentId}`);
  const portalHidden = portal.getByLabel('Question hidden until Q1 checked');
  await expect(portalHidden).toHaveCount(0);
  await portal.getByRole('checkbox', { name: 'Question 1 Check' }).check();
  await portalHidden.fill('Shown because Question 1 is ticked');
  await completeDocument(portal, texts.complete);
  await expect(portal.getByText(texts.completed)).toBeVisible();
  await portal.close();

  // The answer given while the item was enabled is kept with the document.
  await openDocument(page, await patientId('jordan'), documentId);
  await expect(page.getByText('Question hidden until Q1 checked')).toBeVisible();
  await expect(page.getByText('Shown because Question 1 is ticked')).toBeVisible();
});
