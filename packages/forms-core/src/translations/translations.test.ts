import { describe, expect, it } from 'vitest';
import { loadFormContent } from '../catalogue/loadFormContent';
import { createDocumentEngine } from '../document/documentEngine';
import { component, form, row } from '../model/buildLayout.testing';
import type { FormContent } from '../model/layout';
import { localizeContent } from './localizeContent';
import { translatableTexts } from './translatableTexts';
import { withLanguageTexts } from './withLanguageTexts';

function intake(translations?: FormContent['translations']): FormContent {
  const content = form([
    row('r1', [
      component('TextInput1', 'TextInput', {
        label: 'Your name',
        placeholder: 'Write something...',
        description: '',
      }),
    ]),
    row('r2', [component('Text1', 'Text', { value: '<p>Hello {{ TextInput1 }}</p>' })]),
    row('r3', [component('SingleChoice1', 'SingleChoice', { label: 'Smoker', options: ['Yes', 'No'] })]),
    row('r4', [component('Number1', 'NumberInput', { label: '{{ form.patientName }}' })]),
  ]);
  return translations ? { ...content, translations } : content;
}

describe('translatableTexts', () => {
  it('lists what a patient reads, in document order, leaving out empty and computed texts', () => {
    const texts = translatableTexts(intake());
    expect(texts.map((text) => [text.key, text.english])).toEqual([
      ['TextInput1.label', 'Your name'],
      ['TextInput1.placeholder', 'Write something...'],
      ['Text1.value', '<p>Hello {{ TextInput1 }}</p>'],
      ['SingleChoice1.label', 'Smoker'],
      ['SingleChoice1.options.Yes', 'Yes'],
      ['SingleChoice1.options.No', 'No'],
    ]);
    expect(texts[0]).toMatchObject({ componentLabel: 'Your name', propertyLabel: 'Label', kind: 'text' });
    expect(texts[2]?.kind).toBe('richText');
  });
});

describe('localizeContent', () => {
  const spanish = {
    es: {
      'TextInput1.label': 'Su nombre',
      'TextInput1.placeholder': '   ',
      'Text1.value': '<p>Hola {{ TextInput1 }}</p>',
    },
  };

  it('shows each translated text in the language and English where there is none', () => {
    const content = localizeContent(intake(spanish), 'es');
    const [first, second] = translatableTexts(content);
    expect(first?.english).toBe('Su nombre');
    // A blank translation is a missing one.
    expect(second?.english).toBe('Write something...');
    expect(translatableTexts(content)[2]?.english).toBe('<p>Hola {{ TextInput1 }}</p>');
  });

  it('leaves English, and a form without translations, as they are', () => {
    const content = intake(spanish);
    expect(localizeContent(content, 'en')).toBe(content);
    const plain = intake();
    expect(localizeContent(plain, 'es')).toBe(plain);
  });

  it('never takes a translation that brings in an expression of its own', () => {
    const content = localizeContent(
      intake({ es: { 'Text1.value': '<p>Hola {{ form.patientName }}</p>' } }),
      'es',
    );
    expect(translatableTexts(content)[2]?.english).toBe('<p>Hello {{ TextInput1 }}</p>');
  });

  it('is what the document pipeline shows: the same values, Spanish texts', () => {
    const engine = createDocumentEngine({
      content: intake(spanish),
      results: { TextInput1: 'Ana' },
      language: 'es',
    });
    expect(engine.getProperties('TextInput1').label).toBe('Su nombre');
    expect(engine.getProperties('Text1').value).toBe('<p>Hola Ana</p>');
    expect(engine.getResults().TextInput1).toBe('Ana');
    const english = createDocumentEngine({ content: intake(spanish), language: 'en' });
    expect(english.getProperties('TextInput1').label).toBe('Your name');
  });
});

describe('loadFormContent and translations', () => {
  it('keeps translations that keep the English text’s expressions', () => {
    const loaded = loadFormContent(intake({ es: { 'Text1.value': '<p>{{ TextInput1 }}, hola</p>' } }));
    expect(loaded.ok).toBe(true);
  });

  it('refuses a translation that changes an expression, saying which text', () => {
    const loaded = loadFormContent(intake({ es: { 'Text1.value': '<p>Hola</p>' } }));
    expect(loaded).toEqual({
      ok: false,
      errors: [
        {
          path: 'translations.es.Text1.value',
          message: 'The es text of "Text" (Text) must keep the {{ }} parts of the English text as they are',
        },
      ],
    });
  });

  it('refuses an unknown language and a text that is not a string', () => {
    expect(loadFormContent({ ...intake(), translations: { fr: {} } }).ok).toBe(false);
    expect(loadFormContent({ ...intake(), translations: { es: { 'TextInput1.label': 5 } } }).ok).toBe(false);
  });
});

describe('withLanguageTexts', () => {
  it('replaces a language’s texts, leaving blank ones out', () => {
    const content = withLanguageTexts(intake({ es: { 'TextInput1.label': 'Nombre' } }), 'es', {
      'TextInput1.label': 'Su nombre',
      'TextInput1.placeholder': ' ',
    });
    expect(content.translations).toEqual({ es: { 'TextInput1.label': 'Su nombre' } });
  });
});
