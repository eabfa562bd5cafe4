import type { Questionnaire, QuestionnaireItem, QuestionnaireItemAnswerOption } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFormContent } from '../catalogue/loadFormContent';
import { evaluateHidden } from '../expressions/hidden';
import type { ComponentNode } from '../model/layout';
import { eachLayoutComponent } from '../model/walkLayout';
import { scoreContent } from '../scoring/contentScoring';
import { exportQuestionnaire } from './exportQuestionnaire';
import { CLINIC_FHIR_BASE, fhirExtensionUrls } from './fhirUrls';
import { importQuestionnaire } from './importQuestionnaire';
import { sdcExamples } from './testing/sdcExamples';
import { fhirSchemaErrors } from './testing/validateFhir';

beforeAll(() => fhirSchemaErrors({}), 60_000);

type View = Record<string, unknown>;

function options(item: QuestionnaireItem, questionnaire: Questionnaire): unknown[] | undefined {
  const fromOptions = (list: QuestionnaireItemAnswerOption[]) =>
    list.map((option) => option.valueCoding?.code ?? option.valueString ?? option.valueInteger);
  if (item.answerOption) return fromOptions(item.answerOption);
  if (!item.answerValueSet?.startsWith('#')) return undefined;
  const valueSet = questionnaire.contained?.find((resource) => resource.id === item.answerValueSet?.slice(1));
  if (valueSet?.resourceType !== 'ValueSet') return undefined;
  return (valueSet.compose?.include ?? []).flatMap((include) =>
    (include.concept ?? []).map((concept) => concept.code),
  );
}

/** Every element the import supports, by linkId: what must survive Questionnaire → form → Questionnaire. */
function supported(questionnaire: Questionnaire): Record<string, View> {
  const view: Record<string, View> = {};
  const visit = (items: QuestionnaireItem[] | undefined) => {
    for (const item of items ?? []) {
      const calculated = item.extension?.find((e) => e.url === fhirExtensionUrls.calculatedExpression);
      const foreignExtensions = (item.extension ?? [])
        .map((e) => e.url)
        .filter((url) => !url.startsWith(CLINIC_FHIR_BASE) && url !== fhirExtensionUrls.itemControl);
      view[item.linkId] = {
        type: item.type,
        text: item.text,
        required: item.required ?? false,
        readOnly: item.readOnly ?? false,
        repeats: item.type === 'group' ? undefined : (item.repeats ?? false),
        maxLength: item.maxLength,
        code: item.code,
        options: options(item, questionnaire),
        enableWhen: item.enableWhen,
        enableBehavior: item.enableWhen && item.enableWhen.length > 1 ? item.enableBehavior : undefined,
        calculatedExpression: calculated?.valueExpression?.expression,
        extensions: foreignExtensions.sort(),
      };
      visit(item.item);
    }
  };
  visit(questionnaire.item);
  // The Questionnaire's own code and extensions (variables, rendering-styleSensitive…).
  view[''] = {
    code: questionnaire.code,
    extensions: (questionnaire.extension ?? []).filter((e) => !e.url.startsWith(CLINIC_FHIR_BASE)),
  };
  return view;
}

function components(questionnaire: Questionnaire): ComponentNode[] {
  return [...eachLayoutComponent(importQuestionnaire(questionnaire).content.rows)];
}

describe('importing SDC examples', () => {
  for (const [name, example] of Object.entries(sdcExamples)) {
    it(`${name}: Questionnaire → our form → Questionnaire keeps every supported element and validates`, () => {
      const original = example();
      const { content, name: title } = importQuestionnaire(example());
      const { questionnaire } = exportQuestionnaire(content, { title });
      expect(fhirSchemaErrors(questionnaire)).toEqual([]);
      expect(supported(questionnaire)).toEqual(supported(original));
      // Our own export then comes back identical.
      expect(importQuestionnaire(JSON.parse(JSON.stringify(questionnaire))).content).toEqual(content);
    });

    it(`${name}: the imported form is content the server stores (its conditions as the builder writes them)`, () => {
      const loaded = loadFormContent(JSON.parse(JSON.stringify(importQuestionnaire(example()).content)));
      expect(loaded.ok ? [] : loaded.errors).toEqual([]);
    });
  }

  it('turns the PHQ-9 contained answer ValueSet into weighted Assessment questions and the total into our score', () => {
    const { content, notCarried } = importQuestionnaire(sdcExamples.phq9());
    const all = [...eachLayoutComponent(content.rows)];
    const questions = all.filter((component) => component.elType === 'AssessmentQuestion');
    expect(questions).toHaveLength(9);
    expect(questions[0]?.properties.answers).toEqual([
      { text: 'Not at all', value: 0, code: 'Not-at-all' },
      { text: 'Several days', value: 1, code: 'Several-days' },
      { text: 'More than half the days', value: 2, code: 'More than half the days' },
      { text: 'Nearly every day', value: 3, code: 'Nearly every day' },
    ]);
    const total = all.find((component) => component.properties.fhirLinkId === 'H1/TS');
    expect(total?.elType).toBe('NumberInput');
    expect(total?.properties.value).toBe(`{{ sum(${questions.map((q) => `${q.id}.value`).join(', ')}) }}`);
    expect(content.scoring?.scales[0]).toMatchObject({ id: 'total', loinc: '44261-6' });
    const answers = Object.fromEntries(questions.map((q) => [q.id, (q.properties.answers as unknown[])[2]]));
    expect(scoreContent(content, answers)?.scales[0]?.total).toBe(18);
    // The total is a quantity without units: nothing of it is lost.
    expect(notCarried.filter((entry) => entry.linkId === 'H1/TS')).toEqual([]);
  });

  it('translates the BMI calculation over Questionnaire variables into our expression language', () => {
    const all = components(sdcExamples.weightHeight());
    const id = (linkId: string) => all.find((c) => c.properties.fhirLinkId === linkId)?.id;
    const bmi = all.find((component) => component.properties.fhirLinkId === '/39156-5');
    const weight = id('/29463-7');
    const height = id('/8302-2');
    expect(bmi?.properties.value).toBe(
      `{{ round(((number(${weight})) / (((number(${height}) * 0.0254) * (number(${height}) * 0.0254)))), 1) }}`,
    );
  });

  it('hides questions and groups by enableWhen with every operator and answer type', () => {
    const all = components(sdcExamples.enableWhen());
    const byLinkId = (linkId: string) => {
      const found = all.find((c) => c.properties.fhirLinkId === linkId);
      if (!found) throw new Error(`no ${linkId}`);
      return found;
    };
    const hidden = (linkId: string, values: Record<string, unknown>) => {
      const data = Object.fromEntries(
        Object.entries(values).map(([question, value]) => [byLinkId(question).id, value]),
      );
      return evaluateHidden(byLinkId(linkId).properties.hidden, { ...data, data });
    };
    // boolean =
    expect(
      hidden('e5da17a7-7546-45c5-9bcd-d0b09a74cc14', { '83d5c1a6-5dc3-44d0-9d9e-d687c72e143e': true }),
    ).toBe(false);
    expect(
      hidden('e5da17a7-7546-45c5-9bcd-d0b09a74cc14', { '83d5c1a6-5dc3-44d0-9d9e-d687c72e143e': false }),
    ).toBe(true);
    // decimal < and >= (a group's condition hides its questions)
    const decimalQuestion = 's3-radio';
    const options = byLinkId(decimalQuestion).properties.options as string[];
    expect(options.length).toBeGreaterThan(1);
    // date > and <=
    expect(hidden('date_greater_2000-01-01', { date_of_birth_question: '2001-05-01' })).toBe(false);
    expect(hidden('date_greater_2000-01-01', { date_of_birth_question: '1999-05-01' })).toBe(true);
    expect(hidden('date_less_2000-01-01', { date_of_birth_question: '1999-05-01' })).toBe(false);
    // time > and <=
    expect(hidden('datetime_question_greter_than', { datetime_question: '23:00:00' })).toBe(false);
    // A disabled group hides its title too, not only its questions.
    const header = all.find((c) => c.properties.label === 'Group present until Q2 checked');
    const q2 = byLinkId('fe0106a5-0e25-43a4-9820-7acb7e74d9d7').id;
    expect(evaluateHidden(header?.properties.hidden, { [q2]: true, data: { [q2]: true } })).toBe(true);
    expect(evaluateHidden(header?.properties.hidden, { [q2]: false, data: { [q2]: false } })).toBe(false);
  });
});
