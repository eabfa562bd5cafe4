import { describe, expect, it } from 'vitest';
import { displayValue } from '../document/displayValue';
import { documentForm, part } from '../document/documentFixture.testing';
import { exportQuestionnaire } from '../fhir/exportQuestionnaire';
import { exportResponse } from '../fhir/exportResponse';
import { fhirExtensionUrls } from '../fhir/fhirUrls';
import { importQuestionnaire } from '../fhir/importQuestionnaire';
import { localizeContent } from '../translations/localizeContent';

const smoker = part('SingleChoice1', 'SingleChoice', {
  label: 'Smoker',
  options: [{ value: 'y', label: 'Yes, daily', score: 2 }, { value: 'n', label: 'No' }, 'Unsure'],
});
const site = part('Datatable1', 'Datatable', {
  columns: [{ text: 'Site', field: 'Site', type: 'select', options: [{ value: 'l', label: 'Left arm' }] }],
});

const shown = (component: typeof smoker, value: unknown) =>
  displayValue(component, component.properties, value, { language: 'en' });

describe('choice options in display values', () => {
  it('show the label of a stored value, and a value no longer listed as stored', () => {
    expect(shown(smoker, 'y')).toEqual({ kind: 'text', text: 'Yes, daily' });
    expect(shown(smoker, 'Unsure')).toEqual({ kind: 'text', text: 'Unsure' });
    expect(shown(smoker, 'retired')).toEqual({ kind: 'text', text: 'retired' });
    const dropdown = part('Dropdown1', 'Dropdown', { options: [{ value: 'y', label: 'Yes' }] }, 2);
    expect(shown(dropdown, { value: 'y', otherValue: null })).toEqual({ kind: 'text', text: 'Yes' });
    const table = shown(site, [{ Site: 'l' }]);
    expect(JSON.stringify(table)).toContain('Left arm');
  });
});

describe('choice options in FHIR', () => {
  const content = documentForm([smoker]);
  const { questionnaire } = exportQuestionnaire(content, { id: 'smoking', title: 'Smoking' });
  const item = questionnaire.item?.[0];

  it('export coded options as valueCoding {code: value, display: label} with their score, plain ones as valueString', () => {
    expect(item?.answerOption).toEqual([
      {
        extension: [{ url: fhirExtensionUrls.itemWeight, valueDecimal: 2 }],
        valueCoding: {
          code: 'y',
          display: 'Yes, daily',
          extension: [{ url: fhirExtensionUrls.ordinalValue, valueDecimal: 2 }],
        },
      },
      { valueCoding: { code: 'n', display: 'No' } },
      { valueString: 'Unsure' },
    ]);
  });

  it('answer with the option’s Coding in the QuestionnaireResponse, or its text when plain', () => {
    const answer = (value: unknown) =>
      exportResponse(
        content,
        { SingleChoice1: value },
        { questionnaire: 'Q', status: 'Completed', patientId: 'p1' },
      ).item?.[0]?.answer;
    expect(answer('n')).toEqual([{ valueCoding: { code: 'n', display: 'No' } }]);
    expect(answer('Unsure')).toEqual([{ valueString: 'Unsure' }]);
  });

  it('say a condition on a coded option as enableWhen answerCoding', () => {
    const cigarettes = part('NumberInput1', 'NumberInput', {
      label: 'Cigarettes a day',
      hidden: "SingleChoice1 != 'y'",
    });
    const exported = exportQuestionnaire(documentForm([smoker, cigarettes]), { id: 's', title: 'S' });
    expect(exported.questionnaire.item?.[1]?.enableWhen).toEqual([
      { question: 'SingleChoice1', operator: '=', answerCoding: { code: 'y', display: 'Yes, daily' } },
    ]);
  });

  it('come back from our own export with their values, labels and scores, and nothing reported lost', () => {
    const exported = exportQuestionnaire(content, { id: 'smoking', title: 'Smoking' });
    expect(exported.notCarried).toEqual([]);
    const imported = importQuestionnaire(exported.questionnaire);
    const [row] = imported.content.rows;
    const back = row?.columns[0]?.children[0];
    expect(back && back.kind === 'component' ? back.properties.options : undefined).toEqual(
      smoker.properties.options,
    );
  });
});

describe('choice options in other languages', () => {
  it('show a translated label over the same stored value, plain texts and coded options alike', () => {
    const content = {
      ...documentForm([smoker]),
      translations: {
        es: { 'SingleChoice1.options.y': 'Sí, a diario', 'SingleChoice1.options.Unsure': 'No sé' },
      },
    };
    const [row] = localizeContent(content, 'es').rows;
    const shownInSpanish = row?.columns[0]?.children[0];
    expect(
      shownInSpanish && shownInSpanish.kind === 'component' ? shownInSpanish.properties.options : [],
    ).toEqual([
      { value: 'y', label: 'Sí, a diario', score: 2 },
      { value: 'n', label: 'No' },
      { value: 'Unsure', label: 'No sé' },
    ]);
    const { questionnaire } = exportQuestionnaire(content, { id: 'smoking', title: 'Smoking' });
    expect(JSON.stringify(questionnaire.item?.[0]?.answerOption?.[0])).toContain('Sí, a diario');
  });
});
