import { describe, expect, it } from 'vitest';
import { ruleInput, ruleText } from './ruleInputFixture';
import { validateDateFormat } from './validateDateFormat';

describe('validateDateFormat', () => {
  it.each(['2024-01-31', '2024-02-29', '2000-02-29'])('accepts %j', (value) => {
    expect(ruleText(validateDateFormat(ruleInput(value)))).toBeNull();
  });

  it.each([
    '2023-02-29',
    '2023-02-30',
    '1900-02-29',
    '2024-13-01',
    '2024-04-31',
    '01/31/2024',
    '2024-1-5',
    '2024-01-31T10:00:00',
    20240131,
  ])('rejects %j', (value) => {
    expect(ruleText(validateDateFormat(ruleInput(value)))).toBe('This field must have a valid date format');
  });

  it('leaves an empty date to the required rule', () => {
    expect(ruleText(validateDateFormat(ruleInput('')))).toBeNull();
  });
});
