import { describe, expect, it } from 'vitest';
import type { ComponentNode } from '../model/layout';
import { defaultResults, defaultValueOf } from './defaultResults';
import { formContentOf, rowOf } from './formContentFixture';

const component = (id: string, elType: string, value: unknown, version = 1): ComponentNode => ({
  kind: 'component',
  id,
  elType,
  version,
  page: 0,
  properties: { label: id, value },
});

describe('defaultValueOf', () => {
  it('gives the default value of input, choice, media and data types', () => {
    expect(defaultValueOf(component('TextInput1', 'TextInput', 'Jane'))).toBe('Jane');
    expect(defaultValueOf(component('NumberInput1', 'NumberInput', 5))).toBe(5);
    expect(defaultValueOf(component('Checkbox1', 'Checkbox', true))).toBe(true);
    expect(defaultValueOf(component('Dropdown1', 'Dropdown', 'Option 1'))).toBe('Option 1');
    expect(defaultValueOf(component('MultipleChoice1', 'MultipleChoice', ['a', 'b']))).toEqual(['a', 'b']);
    const other = { value: 'Option 1', otherValue: '' };
    expect(defaultValueOf(component('Dropdown2', 'Dropdown', other, 2))).toEqual(other);
  });

  it('leaves display, clinical and eMAR values alone', () => {
    expect(defaultValueOf(component('Text1', 'Text', 'Example text'))).toBeUndefined();
    expect(defaultValueOf(component('Html1', 'Html', '<p>Hi</p>'))).toBeUndefined();
    expect(defaultValueOf(component('FormHeader1', 'FormHeader', '<h1>Intake</h1>'))).toBeUndefined();
    expect(defaultValueOf(component('PatientAllergies1', 'PatientAllergies', []))).toBeUndefined();
    expect(defaultValueOf(component('EmarPatientVitals1', 'EmarPatientVitals', []))).toBeUndefined();
  });

  it('leaves computed, empty and misfit defaults to the expressions or to nothing', () => {
    expect(defaultValueOf(component('TextInput1', 'TextInput', '{{ TextInput2 }}'))).toBeUndefined();
    expect(defaultValueOf(component('TextInput1', 'TextInput', 'Hi {{::form.name}}'))).toBeUndefined();
    expect(defaultValueOf(component('TextInput1', 'TextInput', null))).toBeUndefined();
    expect(defaultValueOf(component('TextInput1', 'TextInput', ''))).toBeUndefined();
    expect(defaultValueOf(component('MultipleChoice1', 'MultipleChoice', 'a'))).toBeUndefined();
    expect(defaultValueOf(component('Unknown1', 'Unknown', 'x'))).toBeUndefined();
    // The catalogue's own default: a required checkbox must still be ticked by someone.
    expect(defaultValueOf(component('Checkbox1', 'Checkbox', false))).toBeUndefined();
  });
});

describe('defaultResults', () => {
  const content = formContentOf([
    component('TextInput1', 'TextInput', 'Jane'),
    component('Text1', 'Text', 'Example text'),
    component('TextInput2', 'TextInput', null),
  ]);

  it('gives the results a new document starts with', () => {
    expect(defaultResults(content)).toEqual({ TextInput1: 'Jane' });
  });

  it('keeps every existing result, even an emptied one, and fills only missing ones', () => {
    expect(defaultResults(content, { TextInput1: '' })).toEqual({ TextInput1: '' });
    expect(defaultResults(content, { TextInput2: 'x' })).toEqual({ TextInput1: 'Jane', TextInput2: 'x' });
  });

  it('reaches components of nested layouts', () => {
    const nested = formContentOf([]);
    nested.rows.push(rowOf('Outer', [rowOf('Inner', [component('Checkbox1', 'Checkbox', true)])]));
    expect(defaultResults(nested)).toEqual({ Checkbox1: true });
  });
});
