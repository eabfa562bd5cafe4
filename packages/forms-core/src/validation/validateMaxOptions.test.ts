import { describe, expect, it } from 'vitest';
import { ruleInput, ruleText } from './ruleInputFixture';
import { validateMaxOptions } from './validateMaxOptions';

describe('validateMaxOptions', () => {
  it('limits the selections of a multiple choice', () => {
    expect(ruleText(validateMaxOptions(ruleInput(['a', 'b', 'c'], { maxOptions: 2 })))).toBe(
      'The maximum number of selected items allowed is 2',
    );
    expect(ruleText(validateMaxOptions(ruleInput(['a', 'b'], { maxOptions: 2 })))).toBeNull();
  });

  it('limits a multiselect dropdown v2', () => {
    const value = { value: ['a', 'b', 'c'], otherValue: null };
    expect(ruleText(validateMaxOptions(ruleInput(value, { maxOptions: 1, multiselect: true })))).toBe(
      'The maximum number of selected items allowed is 1',
    );
  });

  it('ignores a dropdown v2 with multiselect off', () => {
    const value = { value: ['a', 'b', 'c'] };
    expect(ruleText(validateMaxOptions(ruleInput(value, { maxOptions: 1, multiselect: false })))).toBeNull();
  });

  it.each([[null], [0], [-1], ['{{ data.max }}']])('has no maximum when maxOptions is %j', (maxOptions) => {
    expect(
      ruleText(validateMaxOptions(ruleInput(['a', 'b', 'c'], { maxOptions, multiselect: true }))),
    ).toBeNull();
  });
});
