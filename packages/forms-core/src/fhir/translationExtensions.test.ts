import { beforeAll, describe, expect, it } from 'vitest';
import { createComponent } from '../catalogue/createComponent';
import { formContentOf } from '../catalogue/formContentFixture';
import type { FormContent } from '../model/layout';
import { exportQuestionnaire } from './exportQuestionnaire';
import type { Item } from './fhirTypes';
import { fhirExtensionUrls } from './fhirUrls';
import { importQuestionnaire } from './importQuestionnaire';
import { fhirSchemaErrors } from './testing/validateFhir';

function component(elType: Parameters<typeof createComponent>[0], id: string, properties = {}) {
  const node = createComponent(elType);
  return { ...node, id, properties: { ...node.properties, ...properties } };
}

const translation = (content: string) => ({
  url: fhirExtensionUrls.translation,
  extension: [
    { url: 'lang', valueCode: 'es' },
    { url: 'content', valueString: content },
  ],
});

function smokerForm(): FormContent {
  return {
    ...formContentOf([
      component('SingleChoice', 'Smoker', { label: 'Do you smoke?', options: ['Yes', 'No'] }),
      component('Text', 'Intro', { value: '<p><b>Welcome</b></p>' }),
    ]),
    translations: {
      es: {
        'Smoker.label': '¿Fuma?',
        'Smoker.options.Yes': 'Sí',
        'Intro.value': '<p><b>Bienvenido</b></p>',
      },
    },
  };
}

beforeAll(() => fhirSchemaErrors({}), 60_000);

describe('translations in FHIR', () => {
  it('travel as the translation extension on item texts and options, and the resource stays valid', () => {
    const { questionnaire } = exportQuestionnaire(smokerForm(), { title: 'Smoking' });
    const [smoker, intro] = (questionnaire.item ?? []) as Item[];
    expect(smoker?._text?.extension).toEqual([translation('¿Fuma?')]);
    expect(smoker?.answerOption?.[0]).toEqual({
      valueString: 'Yes',
      _valueString: { extension: [translation('Sí')] },
    });
    // No translation, no extension: the English text is what a reader gets.
    expect(smoker?.answerOption?.[1]).toEqual({ valueString: 'No' });
    // A rich text's translation is plain text beside its rendering-xhtml.
    expect(intro?._text?.extension).toContainEqual(translation('Bienvenido'));
    expect(fhirSchemaErrors(questionnaire)).toEqual([]);
  });

  it('come back on import', () => {
    const { questionnaire } = exportQuestionnaire(smokerForm(), { title: 'Smoking' });
    const imported = importQuestionnaire(questionnaire);
    expect(imported.content.translations).toEqual({
      es: { 'Smoker.label': '¿Fuma?', 'Smoker.options.Yes': 'Sí', 'Intro.value': 'Bienvenido' },
    });
  });
});
