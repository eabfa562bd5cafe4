import type { Questionnaire, QuestionnaireItem } from '@medplum/fhirtypes';
import { beforeAll, describe, expect, it } from 'vitest';
import { createComponent } from '../catalogue/createComponent';
import { formContentOf } from '../catalogue/formContentFixture';
import { scoreContent } from '../scoring/contentScoring';
import { instrumentForm } from '../scoring/instruments/instrumentForm';
import { instrumentLibrary } from '../scoring/instruments/instrumentLibrary';
import { exportObservations } from './exportObservation';
import { exportQuestionnaire } from './exportQuestionnaire';
import { exportResponse } from './exportResponse';
import { fhirExtensionUrls, LOINC_SYSTEM } from './fhirUrls';
import { fhirSchemaErrors } from './testing/validateFhir';

function items(questionnaire: Questionnaire): QuestionnaireItem[] {
  const all: QuestionnaireItem[] = [];
  const visit = (list: QuestionnaireItem[] | undefined) => {
    for (const item of list ?? []) {
      all.push(item);
      visit(item.item);
    }
  };
  visit(questionnaire.item);
  return all;
}

function component(
  elType: Parameters<typeof createComponent>[0],
  id: string,
  properties = {},
  version?: number,
) {
  const node = createComponent(elType, version);
  return { ...node, id, properties: { ...node.properties, ...properties } };
}

// Compiling HL7's whole R4 schema takes seconds on the shared machine.
beforeAll(() => fhirSchemaErrors({}), 60_000);

describe('instrument library as FHIR', () => {
  for (const [id, instrument] of Object.entries(instrumentLibrary)) {
    for (const language of ['en', 'es'] as const) {
      it(`${id} (${language}): Questionnaire, QuestionnaireResponse and Observation validate against R4`, () => {
        const form = instrumentForm(instrument, language);
        const { questionnaire } = exportQuestionnaire(form.content, {
          id: `form-${id}`,
          url: `http://example.org/fhir/R4/Questionnaire/form-${id}`,
          title: form.name,
          ...(instrument.loinc ? { code: [{ system: LOINC_SYSTEM, code: instrument.loinc }] } : {}),
        });
        expect(fhirSchemaErrors(questionnaire)).toEqual([]);
        const questions = items(questionnaire).filter((item) => item.type === 'choice');
        expect(questions).toHaveLength(instrument.items.length);
        // Each answer carries its published weight (R4 ordinalValue on the Coding, SDC itemWeight).
        const first = instrument.items[0];
        const option = questions[0]?.answerOption?.[1];
        expect(option?.valueCoding?.code).toBe(first?.options[1]?.value);
        expect(option?.valueCoding?.extension?.[0]).toEqual({
          url: fhirExtensionUrls.ordinalValue,
          valueDecimal: first?.options[1]?.weight,
        });
        if (first?.loinc) expect(questions[0]?.code).toEqual([{ system: LOINC_SYSTEM, code: first.loinc }]);

        // Every item answered with its second option.
        const results = Object.fromEntries(
          form.content.rows
            .flatMap((row) => row.columns.flatMap((column) => column.children))
            .flatMap((child) =>
              child.kind === 'component' && child.elType === 'AssessmentQuestion'
                ? [[child.id, (child.properties.answers as unknown[])[1]]]
                : [],
            ),
        );
        const response = exportResponse(form.content, results, {
          id: 'doc-1',
          questionnaire: questionnaire.url ?? '',
          status: 'Completed',
          patientId: 'patient-1',
          authored: '2026-11-20T10:00:00Z',
        });
        expect(fhirSchemaErrors(response)).toEqual([]);
        expect(response.status).toBe('completed');
        expect(response.item?.[0]?.text).toBe(`1. ${first?.text[language]}`);
        expect(response.item?.[0]?.answer?.[0]?.valueCoding?.code).toBe(first?.options[1]?.value);

        const score = scoreContent(form.content, results);
        const observations = exportObservations(score ?? { scales: [], alerts: [] }, {
          documentId: 'doc-1',
          patientId: 'patient-1',
          responseId: 'doc-1',
          effective: '2026-11-20T10:00:00Z',
        });
        expect(observations.length).toBeGreaterThan(0);
        for (const observation of observations) expect(fhirSchemaErrors(observation)).toEqual([]);
        const total = instrument.scales[0];
        expect(observations[0]?.valueInteger).toBe(score?.scales[0]?.total);
        if (total?.loinc)
          expect(observations[0]?.code.coding?.[0]).toEqual({ system: LOINC_SYSTEM, code: total.loinc });
      });
    }
  }

  it('gives the band as the interpretation of a PHQ-9 total', () => {
    const [observation] = exportObservations(
      {
        scales: [
          {
            id: 'total',
            loinc: '44261-6',
            total: 12,
            answered: 9,
            missing: 0,
            notAsked: 0,
            prorated: false,
            band: 'moderate',
            positive: null,
          },
        ],
        alerts: [],
      },
      {
        documentId: 'd',
        patientId: 'p',
        responseId: 'd',
        effective: '2026-11-20T10:00:00Z',
        bandText: () => 'Moderate',
      },
    );
    expect(observation?.interpretation?.[0]?.coding?.[0]?.code).toBe('moderate');
    expect(observation?.interpretation?.[0]?.text).toBe('Moderate');
    expect(observation?.valueInteger).toBe(12);
  });
});

describe('form elements as SDC', () => {
  it('maps required, readOnly, maxLength, initial, repeats, options and groups from rows', () => {
    const content = formContentOf([
      component('TextInput', 'TextInput1', { label: 'Name', required: true, maxLength: 40, value: 'Sam' }),
      component(
        'Dropdown',
        'Dropdown1',
        { label: 'Colours', options: ['Red', 'Blue'], multiselect: true },
        2,
      ),
      component('Checkbox', 'Checkbox1', { label: 'Agree', readonly: true }),
    ]);
    content.rows[0]?.columns.push({
      kind: 'column',
      id: 'Extra',
      version: 1,
      properties: { cols: 6 },
      children: [component('DatePicker', 'DatePicker1', { label: 'When', minValue: '2020-01-01' })],
    });
    const { questionnaire } = exportQuestionnaire(content, { title: 'Sample form' });
    expect(fhirSchemaErrors(questionnaire)).toEqual([]);
    expect(questionnaire.name).toBe('SampleForm');
    const [group, dropdown, checkbox] = questionnaire.item ?? [];
    expect(group).toMatchObject({ linkId: 'Row1', type: 'group' });
    expect(group?.item?.[0]).toMatchObject({
      linkId: 'TextInput1',
      type: 'string',
      text: 'Name',
      required: true,
      maxLength: 40,
      initial: [{ valueString: 'Sam' }],
    });
    expect(group?.item?.[1]).toMatchObject({ linkId: 'DatePicker1', type: 'date' });
    expect(group?.item?.[1]?.extension).toContainEqual({
      url: fhirExtensionUrls.minValue,
      valueDate: '2020-01-01',
    });
    expect(dropdown).toMatchObject({
      type: 'choice',
      repeats: true,
      answerOption: [{ valueString: 'Red' }, { valueString: 'Blue' }],
    });
    expect(checkbox).toMatchObject({ type: 'boolean', readOnly: true });
  });

  it('turns visibility conditions into enableWhen with the behaviour De Morgan gives', () => {
    const content = formContentOf([
      component('TextInput', 'TextInput1', { label: 'Name' }),
      component('NumberInput', 'NumberInput1', { label: 'Age' }),
      // Shown when both hold: enabled when all hold.
      component('TextInput', 'TextInput2', {
        label: 'A',
        hidden: "!(TextInput1 == 'yes' && NumberInput1 >= 18)",
      }),
      // Hidden when either holds: enabled when neither does.
      component('TextInput', 'TextInput3', { label: 'B', hidden: "TextInput1 == 'no' || NumberInput1 < 5" }),
      component('TextInput', 'TextInput4', { label: 'C', hidden: 'isEmpty(TextInput1)' }),
      // No FHIR equivalent: kept as our expression.
      component('TextInput', 'TextInput5', { label: 'D', hidden: "lower(TextInput1) == 'x'" }),
    ]);
    const { questionnaire, notCarried } = exportQuestionnaire(content, { title: 'Conditions' });
    expect(fhirSchemaErrors(questionnaire)).toEqual([]);
    const [, , a, b, c, d] = questionnaire.item ?? [];
    expect(a?.enableBehavior).toBe('all');
    expect(a?.enableWhen).toEqual([
      { question: 'TextInput1', operator: '=', answerString: 'yes' },
      { question: 'NumberInput1', operator: '>=', answerDecimal: 18 },
    ]);
    expect(b?.enableBehavior).toBe('all');
    expect(b?.enableWhen).toEqual([
      { question: 'TextInput1', operator: '!=', answerString: 'no' },
      { question: 'NumberInput1', operator: '>=', answerDecimal: 5 },
    ]);
    expect(c?.enableWhen).toEqual([{ question: 'TextInput1', operator: 'exists', answerBoolean: true }]);
    expect(d?.enableWhen).toBeUndefined();
    expect(notCarried).toContainEqual({ linkId: 'TextInput5', elType: 'TextInput', what: 'hidden' });
  });

  it('exports a computed value with a FHIRPath equivalent as calculatedExpression', () => {
    const content = formContentOf([
      component('NumberInput', 'NumberInput1', { label: 'Weight' }),
      component('NumberInput', 'NumberInput2', { label: 'Height' }),
      component('NumberInput', 'NumberInput3', {
        label: 'BMI',
        readonly: true,
        value: '{{ round(NumberInput1 / ((NumberInput2 / 100) * (NumberInput2 / 100)), 1) }}',
      }),
    ]);
    const { questionnaire } = exportQuestionnaire(content, { title: 'BMI' });
    expect(fhirSchemaErrors(questionnaire)).toEqual([]);
    const bmi = questionnaire.item?.[2];
    expect(bmi?.extension).toContainEqual({
      url: fhirExtensionUrls.calculatedExpression,
      valueExpression: {
        language: 'text/fhirpath',
        expression:
          "((%resource.repeat(item).where(linkId='NumberInput1').answer.value / ((%resource.repeat(item).where(linkId='NumberInput2').answer.value / 100) * (%resource.repeat(item).where(linkId='NumberInput2').answer.value / 100)))).round(1)",
      },
    });
  });

  it('reports record-bound components as not carried', () => {
    const content = formContentOf([component('PatientVitals', 'PatientVitals1', {}, 2)]);
    const { questionnaire, notCarried } = exportQuestionnaire(content, { title: 'Vitals' });
    expect(fhirSchemaErrors(questionnaire)).toEqual([]);
    expect(questionnaire.item?.[0]?.type).toBe('display');
    expect(notCarried).toEqual([{ linkId: 'PatientVitals1', elType: 'PatientVitals', what: 'type' }]);
  });
});
