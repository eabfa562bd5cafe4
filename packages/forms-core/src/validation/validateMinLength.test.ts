import { describe, expect, it } from 'vitest';
import { ruleInput, ruleText } from './ruleInputFixture';
import { validateMinLength } from './validateMinLength';

describe('validateMinLength', () => {
  it.each([
    ['ab', 3, 'This field length must be greater than 3'],
    ['  ab  ', 3, 'This field length must be greater than 3'],
    ['abc', 3, null],
    ['abcdef', 3, null],
    ['a', 0, null],
    ['a', null, null],
    ['a', '{{ data.min }}', null],
    ['', 3, null],
    [null, 3, null],
  ])('%j with minLength %j gives %j', (value, minLength, expected) => {
    expect(ruleText(validateMinLength(ruleInput(value, { minLength })))).toBe(expected);
  });
});
