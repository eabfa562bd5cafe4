import { describe, expect, it } from 'vitest';
import { formContentOf, rowOf } from '../catalogue/formContentFixture';
import type { ComponentNode, Properties } from '../model/layout';
import { answerMeetsAlert, type FieldAlertCondition, fieldAlerts } from './fieldAlerts';

const component = (id: string, elType: string, properties: Properties): ComponentNode => ({
  kind: 'component',
  id,
  elType,
  version: 1,
  page: 0,
  properties,
});

describe('answerMeetsAlert', () => {
  const yes: FieldAlertCondition = { kind: 'anyOf', values: ['Yes'] };

  it('matches a chosen option in a choice, a list of choices or a Dropdown value', () => {
    expect(answerMeetsAlert(yes, 'Yes')).toBe(true);
    expect(answerMeetsAlert(yes, 'No')).toBe(false);
    expect(answerMeetsAlert({ kind: 'anyOf', values: ['Often', 'Always'] }, ['Never', 'Always'])).toBe(true);
    expect(answerMeetsAlert(yes, { value: ['Yes'], otherValue: null })).toBe(true);
    expect(answerMeetsAlert(yes, { value: null, otherValue: 'Yes' })).toBe(false);
    expect(answerMeetsAlert({ kind: 'anyOf', values: ['true'] }, true)).toBe(true);
    expect(answerMeetsAlert({ kind: 'anyOf', values: ['true'] }, false)).toBe(false);
  });

  it('compares numbers at or beyond the value, with numeric text as the inputs send it', () => {
    const atLeast: FieldAlertCondition = { kind: 'atLeast', value: 8 };
    const atMost: FieldAlertCondition = { kind: 'atMost', value: 2 };
    expect([7, 8, 9].map((n) => answerMeetsAlert(atLeast, n))).toEqual([false, true, true]);
    expect([1, 2, 3].map((n) => answerMeetsAlert(atMost, n))).toEqual([true, true, false]);
    expect(answerMeetsAlert(atLeast, '8.5')).toBe(true);
  });

  it('never alerts on an empty or unreadable answer', () => {
    for (const empty of [undefined, null, '', ' ', 'many', [], {}])
      expect([answerMeetsAlert({ kind: 'atMost', value: 2 }, empty), answerMeetsAlert(yes, empty)]).toEqual([
        false,
        false,
      ]);
  });
});

describe('fieldAlerts', () => {
  const content = formContentOf([
    component('SingleChoice1', 'SingleChoice', {
      label: 'Do you feel unsafe at home?',
      options: ['Yes', 'No'],
      alertWhen: { kind: 'anyOf', values: ['Yes'] },
    }),
    component('NumberInput1', 'NumberInput', {
      label: 'Drinks per day',
      alertWhen: { kind: 'atLeast', value: 5 },
    }),
    component('TextInput1', 'TextInput', { label: 'Comments' }),
  ]);

  it('raises one alert per field whose answer meets its condition, naming the field, not the answer', () => {
    expect(fieldAlerts(content, { SingleChoice1: 'Yes', NumberInput1: '6', TextInput1: 'Yes' })).toEqual([
      {
        code: 'fieldAlert',
        params: { componentId: 'SingleChoice1', label: 'Do you feel unsafe at home?' },
      },
      { code: 'fieldAlert', params: { componentId: 'NumberInput1', label: 'Drinks per day' } },
    ]);
    expect(fieldAlerts(content, { SingleChoice1: 'No', NumberInput1: 4 })).toEqual([]);
  });

  it('finds fields in nested rows, names an unlabelled field by its id and skips unreadable conditions', () => {
    const nested = formContentOf([]);
    nested.rows = [
      rowOf('Outer', [
        rowOf('Inner', [
          component('Checkbox1', 'Checkbox', { alertWhen: { kind: 'anyOf', values: ['true'] } }),
        ]),
      ]),
      rowOf('Other', [
        component('SingleChoice2', 'SingleChoice', { alertWhen: { kind: 'anyOf', values: [] } }),
      ]),
    ];
    expect(fieldAlerts(nested, { Checkbox1: true, SingleChoice2: 'Yes' })).toEqual([
      { code: 'fieldAlert', params: { componentId: 'Checkbox1', label: 'Checkbox1' } },
    ]);
  });
});
