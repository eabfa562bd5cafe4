import { describe, expect, it } from 'vitest';
import { ruleInput, ruleText } from './ruleInputFixture';
import { validateMaxValue } from './validateMaxValue';

describe('validateMaxValue', () => {
  it.each([
    [11, 10, 'This value must be less than or equal to 10'],
    ['100', '99', 'This value must be less than or equal to 99'],
    [10, 10, null],
    [-3, 0, null],
    [1e9, null, null],
    ['', 10, null],
  ])('%j with maxValue %j gives %j', (value, maxValue, expected) => {
    expect(ruleText(validateMaxValue(ruleInput(value, { maxValue })))).toBe(expected);
  });
});
