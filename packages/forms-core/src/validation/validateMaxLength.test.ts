import { describe, expect, it } from 'vitest';
import { ruleInput, ruleText } from './ruleInputFixture';
import { validateMaxLength } from './validateMaxLength';

describe('validateMaxLength', () => {
  it.each([
    ['abcd', 3, 'This field length must be less than 3'],
    ['abc', 3, null],
    ['  abc  ', 3, null],
    ['abcdef', null, null],
    ['abcdef', '5', 'This field length must be less than 5'],
    ['', 0, null],
    [undefined, 3, null],
  ])('%j with maxLength %j gives %j', (value, maxLength, expected) => {
    expect(ruleText(validateMaxLength(ruleInput(value, { maxLength })))).toBe(expected);
  });
});
