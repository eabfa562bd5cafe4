import { describe, expect, it } from 'vitest';
import { listComponentOptions, ruleValueKind } from './componentOptions';
import { ruleReferenceProblems } from './ruleReferences';
import type { VisibilityRule } from './visibilityRule';

describe('ruleReferenceProblems', () => {
  const rule: VisibilityRule = {
    effect: 'show',
    join: 'or',
    items: [
      { componentId: 'Smoker', comparison: 'equals', value: 'Yes' },
      { join: 'and', conditions: [{ componentId: 'Gone', comparison: 'isEmpty' }] },
      { componentId: 'Later', comparison: 'isNotEmpty' },
    ],
  };

  it('flags deleted sources and sources placed after the ruled component', () => {
    const order = [{ id: 'Smoker' }, { id: 'Packs' }, { id: 'Later' }];
    expect(ruleReferenceProblems(rule, 'Packs', order)).toEqual([
      { code: 'missingComponent', componentId: 'Gone' },
      { code: 'laterComponent', componentId: 'Later' },
    ]);
  });
});

describe('listComponentOptions', () => {
  it('offers option texts as value and label, {value, label} objects as they are, and Yes/No for a checkbox', () => {
    expect(
      listComponentOptions({
        elType: 'Dropdown',
        version: 2,
        properties: { options: ['Yes', 2, { value: 'n', label: 'No' }] },
      }),
    ).toEqual([
      { value: 'Yes', label: 'Yes' },
      { value: '2', label: '2' },
      { value: 'n', label: 'No' },
    ]);
    expect(
      listComponentOptions({ elType: 'Checkbox', version: 1, properties: {} }).map((option) => option.label),
    ).toEqual(['Yes', 'No']);
    expect(listComponentOptions({ elType: 'TextInput', version: 1, properties: {} })).toEqual([]);
  });

  it('picks the kind of value a rule compares with', () => {
    expect(ruleValueKind({ elType: 'SingleChoice', version: 1, properties: { options: ['a'] } })).toBe(
      'options',
    );
    expect(ruleValueKind({ elType: 'NumberInput', version: 1, properties: {} })).toBe('number');
    expect(ruleValueKind({ elType: 'DatePicker', version: 1, properties: {} })).toBe('date');
    expect(ruleValueKind({ elType: 'TextInput', version: 1, properties: {} })).toBe('text');
  });
});
