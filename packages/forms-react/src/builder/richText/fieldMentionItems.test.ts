import { describe, expect, it } from 'vitest';
import { oneColumnForm } from '../oneColumnForm.testing';
import { fieldMentionItems } from './fieldMentionItems';

const content = oneColumnForm([
  { id: 'Text1', elType: 'Text', properties: { value: 'Hello' } },
  { id: 'TextInput1', elType: 'TextInput', properties: { label: ' Nickname ' } },
  { id: 'PasswordInput1', elType: 'PasswordInput', properties: { label: 'Secret' } },
  { id: 'Dropdown1', elType: 'Dropdown', properties: { label: 'Mood' }, version: 2 },
  { id: 'AssessmentQuestion1', elType: 'AssessmentQuestion', properties: { label: 'Pain' } },
  { id: 'DatePicker1', elType: 'DatePicker' },
  { id: 'Signature1', elType: 'Signature', properties: { label: 'Sign' } },
]);

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
