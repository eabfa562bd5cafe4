import { describe, expect, it } from 'vitest';
import { ruleInput, ruleText } from './ruleInputFixture';
import { validateRequired } from './validateRequired';

describe('validateRequired', () => {
  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['a blank string', '   \t'],
    ['an empty list', []],
  ])('asks for %s to be filled', (_, value) => {
    expect(ruleText(validateRequired(ruleInput(value, { required: true })))).toBe('This field is required');
  });

  it.each([
    ['zero', 0],
    ['false', false],
    ['text', ' a '],
    ['a list with an item', ['x']],
  ])('accepts %s as filled', (_, value) => {
    expect(ruleText(validateRequired(ruleInput(value, { required: true })))).toBeNull();
  });

  it.each([[false], [undefined], ['{{ data.x }}']])(
    'lets an empty value pass when required is %s',
    (required) => {
      expect(ruleText(validateRequired(ruleInput(null, { required })))).toBeNull();
    },
  );
});
