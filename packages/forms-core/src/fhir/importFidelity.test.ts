import type { Questionnaire, QuestionnaireItem } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { createComponent } from '../catalogue/createComponent';
import { formContentOf, rowOf } from '../catalogue/formContentFixture';
import { displayValue } from '../document/displayValue';
import { createDocumentEngine } from '../document/documentEngine';
import type { ComponentNode, FormContent } from '../model/layout';
import { eachLayoutComponent } from '../model/walkLayout';
import { exportQuestionnaire } from './exportQuestionnaire';
import { exportResponse } from './exportResponse';
import { fhirExtensionUrls, ITEM_CONTROL_SYSTEM } from './fhirUrls';
import { importQuestionnaire } from './importQuestionnaire';
import { UCUM_SYSTEM } from './quantityUnits';
import { fhirSchemaErrors } from './testing/validateFhir';

beforeAll(() => fhirSchemaErrors({}), 60_000);

const ucum = (code: string) => ({ system: UCUM_SYSTEM, code, display: code });
const unitOption = (code: string) => ({ url: fhirExtensionUrls.unitOption, valueCoding: ucum(code) });

function questionnaire(item: QuestionnaireItem[], contained?: Questionnaire['contained']): Questionnaire {
  return {
    resourceType: 'Questionnaire',
    status: 'active',
    title: 'Fidelity',
    item,
    ...(contained ? { contained } : {}),
  };
}

/** Questionnaire → our form → Questionnaire; our own export then comes back identical. */
function roundTrip(original: Questionnaire) {
  const imported = importQuestionnaire(original);
  const { questionnaire: exported } = exportQuestionnaire(imported.content, { title: 'Fidelity' });
  expect(fhirSchemaErrors(exported)).toEqual([]);
  expect(importQuestionnaire(JSON.parse(JSON.stringify(exported))).content).toEqual(imported.content);
  return { imported, exported };
}

function byLinkId(items: readonly QuestionnaireItem[] | undefined, linkId: string): QuestionnaireItem {
  for (const item of items ?? []) {
    if (item.linkId === linkId) return item;
    const inner = item.item ? byLinkId(item.item, linkId) : undefined;
    if (inner) return inner;
  }
  return undefined as never;
}

function response(content: FormContent, results: Record<string, unknown>) {
  const exported = exportResponse(content, results, {
    questionnaire: 'https://example.org/Questionnaire/fidelity',
    status: 'Completed',
    patientId: '00000000-0000-4000-8000-000000000001',
  });
  expect(fhirSchemaErrors(exported)).toEqual([]);
  return exported;
}

const medications: QuestionnaireItem = {
  linkId: 'meds',
  type: 'group',
  text: 'Medications you take',
  repeats: true,
  item: [
    { linkId: 'meds.name', type: 'string', text: 'Name', required: true },
    { linkId: 'meds.dose', type: 'quantity', text: 'Dose', extension: [unitOption('mg')] },
  ],
};

describe('repeating groups', () => {
  it('become a Crud a patient adds records to, export back as repeats: true, and answer once per record', () => {
    const { imported, exported } = roundTrip(questionnaire([medications]));
    const [crud] = [...eachLayoutComponent(imported.content.rows)];
    expect(crud).toMatchObject({
      elType: 'Crud',
      properties: { label: 'Medications you take', fhirLinkId: 'meds' },
    });
    const children = [...eachLayoutComponent(crud?.properties.formLayout as never)];
    expect(children.map((child) => [child.elType, child.properties.fhirLinkId])).toEqual([
      ['TextInput', 'meds.name'],
      ['NumberInput', 'meds.dose'],
    ]);
    expect(children[0]?.properties.required).toBe(true);
    expect(imported.notCarried.filter((entry) => entry.what === 'repeats')).toEqual([]);

    const group = byLinkId(exported.item, 'meds');
    expect(group).toMatchObject({ type: 'group', repeats: true, text: 'Medications you take' });
    expect(group.item?.map((item) => [item.linkId, item.type])).toEqual([
      ['meds.name', 'string'],
      ['meds.dose', 'quantity'],
    ]);

    const [name, dose] = children;
    const answered = response(imported.content, {
      [String(crud?.id)]: [
        { [String(name?.id)]: 'Aspirin', [String(dose?.id)]: 81 },
        { [String(name?.id)]: 'Ibuprofen', [String(dose?.id)]: 200 },
      ],
    });
    expect(answered.item).toEqual([
      {
        linkId: 'meds',
        text: 'Medications you take',
        item: [
          { linkId: 'meds.name', text: 'Name', answer: [{ valueString: 'Aspirin' }] },
          {
            linkId: 'meds.dose',
            text: 'Dose',
            answer: [{ valueQuantity: { value: 81, unit: 'mg', system: UCUM_SYSTEM, code: 'mg' } }],
          },
        ],
      },
      {
        linkId: 'meds',
        text: 'Medications you take',
        item: [
          { linkId: 'meds.name', text: 'Name', answer: [{ valueString: 'Ibuprofen' }] },
          {
            linkId: 'meds.dose',
            text: 'Dose',
            answer: [{ valueQuantity: { value: 200, unit: 'mg', system: UCUM_SYSTEM, code: 'mg' } }],
          },
        ],
      },
    ]);
  });

  it('exports a Crud built here as a repeating group of its form, and imports it back identical', () => {
    const field = {
      ...createComponent('TextInput'),
      properties: { ...createComponent('TextInput').properties, label: 'Allergy' },
    };
    const crud: ComponentNode = {
      ...createComponent('Crud'),
      properties: {
        ...createComponent('Crud').properties,
        label: 'Allergies',
        formLayout: [rowOf('RowA', [field])],
      },
    };
    const content = formContentOf([crud]);
    const { questionnaire: exported, notCarried } = exportQuestionnaire(content, { title: 'Allergies' });
    expect(fhirSchemaErrors(exported)).toEqual([]);
    expect(exported.item?.[0]).toMatchObject({
      linkId: crud.id,
      type: 'group',
      repeats: true,
      text: 'Allergies',
      item: [{ linkId: field.id, type: 'string', text: 'Allergy' }],
    });
    expect(notCarried).toContainEqual({ linkId: crud.id, elType: 'Crud', what: 'partial' });
    expect(importQuestionnaire(JSON.parse(JSON.stringify(exported))).content).toEqual(content);
  });
});

describe('quantity items', () => {
  const weight: QuestionnaireItem = {
    linkId: 'weight',
    type: 'quantity',
    text: 'Weight',
    extension: [unitOption('kg'), unitOption('[lb_av]')],
  };

  it('become number inputs showing their unit, keep every unit option, and answer valueQuantity in UCUM', () => {
    const { imported, exported } = roundTrip(questionnaire([weight]));
    const [input] = [...eachLayoutComponent(imported.content.rows)];
    expect(input).toMatchObject({ elType: 'NumberInput', properties: { unit: 'kg', fhirType: 'quantity' } });
    expect(imported.notCarried).toContainEqual({
      linkId: 'weight',
      elType: 'NumberInput',
      what: 'unit choice (the first unit is shown)',
    });
    expect(byLinkId(exported.item, 'weight')).toMatchObject({ type: 'quantity' });
    expect(
      byLinkId(exported.item, 'weight').extension?.filter((e) => e.url === fhirExtensionUrls.unitOption),
    ).toEqual(weight.extension);
    const answered = response(imported.content, { [String(input?.id)]: 72.5 });
    expect(answered.item?.[0]?.answer).toEqual([
      { valueQuantity: { value: 72.5, unit: 'kg', system: UCUM_SYSTEM, code: 'kg' } },
    ]);
    if (!input) throw new Error('no input');
    expect(displayValue(input, input.properties, 72.5, { language: 'en' })).toEqual({
      kind: 'text',
      text: '72.5 kg',
    });
  });

  it('a decimal with questionnaire-unit shows it and answers valueDecimal; our own unit exports as questionnaire-unit', () => {
    const height: QuestionnaireItem = {
      linkId: 'height',
      type: 'decimal',
      text: 'Height',
      extension: [{ url: fhirExtensionUrls.unit, valueCoding: ucum('cm') }],
    };
    const { imported, exported } = roundTrip(questionnaire([height]));
    const [input] = [...eachLayoutComponent(imported.content.rows)];
    expect(input?.properties.unit).toBe('cm');
    expect(byLinkId(exported.item, 'height').extension).toContainEqual(height.extension?.[0]);
    expect(response(imported.content, { [String(input?.id)]: 170 }).item?.[0]?.answer).toEqual([
      { valueDecimal: 170 },
    ]);

    const own = {
      ...createComponent('NumberInput'),
      properties: { ...createComponent('NumberInput').properties, label: 'Waist', unit: 'in' },
    };
    const content = formContentOf([own]);
    const { questionnaire: ours } = exportQuestionnaire(content, { title: 'Waist' });
    expect(ours.item?.[0]?.extension).toContainEqual({
      url: fhirExtensionUrls.unit,
      valueCoding: { display: 'in' },
    });
    expect(importQuestionnaire(JSON.parse(JSON.stringify(ours))).content).toEqual(content);
  });
});

describe('answer ValueSets', () => {
  it('a contained ValueSet becomes the options, answered with its Codings', () => {
    const { imported, exported } = roundTrip(
      questionnaire(
        [{ linkId: 'smoker', type: 'choice', text: 'Do you smoke?', answerValueSet: '#yn' }],
        [
          {
            resourceType: 'ValueSet',
            id: 'yn',
            status: 'active',
            compose: {
              include: [
                {
                  system: 'http://terminology.hl7.org/CodeSystem/v2-0136',
                  concept: [
                    { code: 'Y', display: 'Yes' },
                    { code: 'N', display: 'No' },
                  ],
                },
              ],
            },
          },
        ],
      ),
    );
    const [choice] = [...eachLayoutComponent(imported.content.rows)];
    expect(choice?.properties.options).toEqual(['Yes', 'No']);
    expect(imported.notCarried).toEqual([]);
    expect(byLinkId(exported.item, 'smoker').answerOption?.map((option) => option.valueCoding?.code)).toEqual(
      ['Y', 'N'],
    );
    const answered = response(imported.content, { [String(choice?.id)]: { value: 'No', otherValue: '' } });
    expect(answered.item?.[0]?.answer).toEqual([
      { valueCoding: { system: 'http://terminology.hl7.org/CodeSystem/v2-0136', code: 'N', display: 'No' } },
    ]);
  });

  it('an external ValueSet is reported, answered as free text, and its URL exported again', () => {
    const url = 'http://hl7.org/fhir/ValueSet/languages';
    const { imported, exported } = roundTrip(
      questionnaire([
        { linkId: 'language', type: 'choice', text: 'Preferred language', answerValueSet: url },
      ]),
    );
    const [choice] = [...eachLayoutComponent(imported.content.rows)];
    expect(choice).toMatchObject({ elType: 'Dropdown', properties: { options: [], includeOther: true } });
    expect(imported.notCarried).toEqual([
      {
        linkId: 'language',
        elType: 'Dropdown',
        what: `answers of ValueSet ${url} (not expanded offline; answered as free text)`,
      },
    ]);
    expect(byLinkId(exported.item, 'language')).toMatchObject({ type: 'choice', answerValueSet: url });
    const answered = response(imported.content, {
      [String(choice?.id)]: { value: null, otherValue: 'Tagalog' },
    });
    expect(answered.item?.[0]?.answer).toEqual([{ valueString: 'Tagalog' }]);
  });
});

describe('items nested under a question', () => {
  const control = (code: string) => ({
    url: fhirExtensionUrls.itemControl,
    valueCodeableConcept: { coding: [{ system: ITEM_CONTROL_SYSTEM, code: code }] },
  });
  const answeredAs = (code: string) => [
    { question: 'living', operator: '=' as const, answerCoding: { code } },
  ];
  // As LHC-Forms' family health portrait asks about a relative.
  const living: QuestionnaireItem = {
    linkId: 'living',
    type: 'choice',
    text: 'Living?',
    answerOption: [
      { valueCoding: { code: 'LA33-6', display: 'Yes' } },
      { valueCoding: { code: 'LA32-8', display: 'No' } },
    ],
    item: [
      {
        linkId: 'living.help',
        type: 'display',
        text: 'Is this relative alive today?',
        extension: [control('help')],
      },
      {
        linkId: 'age',
        type: 'decimal',
        text: 'Current age',
        enableWhen: answeredAs('LA33-6'),
        item: [{ linkId: 'age.unit', type: 'display', text: 'years', extension: [control('unit')] }],
      },
      { linkId: 'death', type: 'string', text: 'Cause of death', enableWhen: answeredAs('LA32-8') },
    ],
  };

  it('follow the question, shown by its answer; help shows as text and a unit display becomes the unit', () => {
    for (const items of [
      [living],
      [{ linkId: 'member', type: 'group' as const, text: 'Relative', item: [living] }],
    ]) {
      const { imported, exported } = roundTrip(questionnaire(items));
      const components = [...eachLayoutComponent(imported.content.rows)].filter(
        (component) => !component.properties.fhirGroupHeader,
      );
      expect(components.map((c) => [c.elType, c.properties.fhirLinkId])).toEqual([
        ['Dropdown', 'living'],
        ['Text', 'living.help'],
        ['NumberInput', 'age'],
        ['TextInput', 'death'],
      ]);
      expect(components[2]?.properties.unit).toBe('years');
      const [question] = components;
      const shown = (answer: string) => {
        const engine = createDocumentEngine({
          content: imported.content,
          results: { [String(question?.id)]: { value: answer, otherValue: '' } },
        });
        return components
          .slice(1)
          .filter((c) => !engine.isHidden(c.id))
          .map((c) => c.properties.fhirLinkId);
      };
      expect(shown('Yes')).toEqual(['living.help', 'age']);
      expect(shown('No')).toEqual(['living.help', 'death']);
      expect(byLinkId(exported.item, 'death').enableWhen).toEqual(answeredAs('LA32-8'));
      expect(imported.notCarried).toEqual([]);
    }
  });
});

describe('pre-population', () => {
  it('a foreign initialExpression is reported as not run and exported again', () => {
    const initialExpression = {
      url: fhirExtensionUrls.initialExpression,
      valueExpression: {
        language: 'text/fhirpath' as const,
        expression: '%patient.name.first().given.first()',
      },
    };
    const { imported, exported } = roundTrip(
      questionnaire([{ linkId: 'name', type: 'string', text: 'Name', extension: [initialExpression] }]),
    );
    expect(imported.notCarried).toEqual([
      { linkId: 'name', elType: 'TextInput', what: 'initialExpression (not run: the field starts empty)' },
    ]);
    expect(byLinkId(exported.item, 'name').extension).toContainEqual(initialExpression);
  });
});

describe('string questions listing their answers', () => {
  it('are answered by choosing, answer valueString, and export back as string items', () => {
    // As HL7's cardiology form asks: a check box whose answer is its own text reveals a question.
    const { imported, exported } = roundTrip(
      questionnaire([
        {
          linkId: 'contact',
          type: 'string',
          text: 'Alternate contact',
          repeats: true,
          answerOption: [{ valueString: 'Alternate contact' }],
        },
        {
          linkId: 'contact.name',
          type: 'string',
          text: 'Name',
          enableWhen: [{ question: 'contact', operator: '=', answerString: 'Alternate contact' }],
        },
      ]),
    );
    const [choice, name] = [...eachLayoutComponent(imported.content.rows)];
    expect(choice).toMatchObject({
      elType: 'MultipleChoice',
      properties: { options: ['Alternate contact'] },
    });
    expect(imported.notCarried).toEqual([]);
    const hidden = (value: unknown) =>
      createDocumentEngine({ content: imported.content, results: { [String(choice?.id)]: value } }).isHidden(
        String(name?.id),
      );
    expect(hidden([])).toBe(true);
    expect(hidden(['Alternate contact'])).toBe(false);
    expect(byLinkId(exported.item, 'contact')).toMatchObject({
      type: 'string',
      repeats: true,
      answerOption: [{ valueString: 'Alternate contact' }],
    });
    expect(
      response(imported.content, { [String(choice?.id)]: ['Alternate contact'] }).item?.[0]?.answer,
    ).toEqual([{ valueString: 'Alternate contact' }]);
  });
});

describe('tabs', () => {
  it('are reported: their sections show one after another', () => {
    const { imported } = roundTrip(
      questionnaire([
        {
          linkId: 'tabs',
          type: 'group',
          extension: [
            {
              url: fhirExtensionUrls.itemControl,
              valueCodeableConcept: { coding: [{ system: ITEM_CONTROL_SYSTEM, code: 'tab-container' }] },
            },
          ],
          item: [
            { linkId: 'one', type: 'group', text: 'One', item: [{ linkId: 'a', type: 'string', text: 'A' }] },
            { linkId: 'two', type: 'group', text: 'Two', item: [{ linkId: 'b', type: 'string', text: 'B' }] },
          ],
        },
      ]),
    );
    expect([...eachLayoutComponent(imported.content.rows)].map((c) => c.properties.label)).toEqual([
      'One',
      'A',
      'Two',
      'B',
    ]);
    expect(imported.notCarried).toEqual([
      { linkId: 'tabs', elType: 'group', what: 'tabs (the sections show one after another)' },
    ]);
  });
});
