import { describe, expect, it } from 'vitest';
import { ruleInput, ruleText } from './ruleInputFixture';
import { validateMinValue } from './validateMinValue';

describe('validateMinValue', () => {
  it.each([
    [-1, 0, 'This value must be greater than or equal to 0'],
    ['4.5', 5, 'This value must be greater than or equal to 5'],
    [0, 0, null],
    [10, 5, null],
    [1, null, null],
    [1, '{{ data.min }}', null],
    [null, 5, null],
  ])('%j with minValue %j gives %j', (value, minValue, expected) => {
    expect(ruleText(validateMinValue(ruleInput(value, { minValue })))).toBe(expected);
  });
});
