import { type FormContent, formContentSchema, translatableTexts } from '@clinic/forms-core';
import { describe, expect, it } from 'vitest';
import { readTranslationsCsv, translationsCsv } from './translationsCsv';

const content: FormContent = formContentSchema.parse({
  rows: [
    {
      kind: 'row',
      id: 'r1',
      columns: [
        {
          kind: 'column',
          id: 'c1',
          properties: { cols: 12 },
          children: [
            {
              kind: 'component',
              id: 'Smoker',
              elType: 'SingleChoice',
              properties: { label: 'Do you smoke, "often"?', options: ['Yes', 'No'] },
            },
            {
              kind: 'component',
              id: 'Intro',
              elType: 'Text',
              properties: { value: '<p>Hi {{ Smoker }}</p>' },
            },
          ],
        },
      ],
    },
  ],
});
const texts = translatableTexts(content);

describe('translationsCsv', () => {
  it('writes a line per text with the Spanish column, quoting what needs it', () => {
    const csv = translationsCsv(texts, 'es', { 'Smoker.label': '¿Fuma, "a menudo"?' });
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('"key","component","property","english","es"');
    expect(lines[1]).toBe(
      '"Smoker.label","Do you smoke, ""often""?","Label","Do you smoke, ""often""?","¿Fuma, ""a menudo""?"',
    );
    expect(lines).toHaveLength(1 + texts.length);
  });

  it('reads back what a translator filled, by key, over what the form had', () => {
    const exported = translationsCsv(texts, 'es', { 'Smoker.label': '¿Fuma?' });
    const filled = exported
      .replace('"Yes",""', '"Yes","Sí"')
      .replace('"<p>Hi {{ Smoker }}</p>",""', '"<p>Hi {{ Smoker }}</p>","<p>Hola</p>"');
    const read = readTranslationsCsv(`${filled}"Gone.label","","","Old",""\r\n`, texts, 'es', {
      'Smoker.label': '¿Fuma?',
    });
    expect(read).toEqual({
      ok: true,
      translated: { 'Smoker.label': '¿Fuma?', 'Smoker.options.Yes': 'Sí' },
      // The label was already so: only the option is new.
      imported: 1,
      unknown: 1,
      // Its mention of the field is missing: the text would change what it shows.
      refusedKeys: ['Intro.value'],
    });
  });

  it('says when the file has no column for the language', () => {
    expect(readTranslationsCsv('"key","english"\r\n"a","b"\r\n', texts, 'es', {})).toEqual({
      ok: false,
      reason: 'noLanguageColumn',
    });
    expect(readTranslationsCsv('"key,"es\n"', texts, 'es', {})).toEqual({ ok: false, reason: 'unreadable' });
  });
});
