import { type FormContent, formContentSchema } from '@clinic/forms-core';
import { describe, expect, it } from 'vitest';
import { fieldMentionItems } from './fieldMentionItems';

const component = (id: string, elType: string, properties: Record<string, unknown> = {}, version = 1) => ({
  kind: 'component',
  id,
  elType,
  version,
  properties,
});

const content: FormContent = formContentSchema.parse({
  rows: [
    {
      kind: 'row',
      id: 'Row1',
      properties: {},
      columns: [
        {
          kind: 'column',
          id: 'Column1',
          properties: { cols: 12 },
          children: [
            component('Text1', 'Text', { value: 'Hello' }),
            component('TextInput1', 'TextInput', { label: ' Nickname ' }),
            component('PasswordInput1', 'PasswordInput', { label: 'Secret' }),
            component('Dropdown1', 'Dropdown', { label: 'Mood' }, 2),
            component('AssessmentQuestion1', 'AssessmentQuestion', { label: 'Pain' }),
            component('DatePicker1', 'DatePicker', {}),
            component('Signature1', 'Signature', { label: 'Sign' }),
          ],
        },
      ],
    },
  ],
});

describe('fieldMentionItems', () => {
  it('offers the fields whose value reads as text, by label, with the expression of their value', () => {
    expect(fieldMentionItems(content)).toEqual([
      { id: 'TextInput1', label: 'Nickname', expression: '{{data.TextInput1}}', group: 'field' },
      { id: 'Dropdown1', label: 'Mood', expression: '{{data.Dropdown1.value}}', group: 'field' },
      {
        id: 'AssessmentQuestion1',
        label: 'Pain',
        expression: '{{data.AssessmentQuestion1.text}}',
        group: 'field',
      },
      { id: 'DatePicker1', label: 'DatePicker1', expression: '{{data.DatePicker1}}', group: 'field' },
    ]);
  });
});
