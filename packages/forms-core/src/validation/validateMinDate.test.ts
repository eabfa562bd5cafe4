import { describe, expect, it } from 'vitest';
import { ruleInput, ruleText } from './ruleInputFixture';
import { validateMinDate } from './validateMinDate';

describe('validateMinDate', () => {
  it('shows the bound as MM/DD/YYYY when the date is before it', () => {
    expect(ruleText(validateMinDate(ruleInput('2024-03-14', { minValue: '2024-03-15' })))).toBe(
      'This date must be greater than 03/15/2024',
    );
  });

  it.each([
    ['2024-03-15', '2024-03-15'],
    ['2025-01-01', '2024-03-15'],
    ['2024-03-14', null],
    ['2024-03-14', '{{ today }}'],
    ['not a date', '2024-03-15'],
  ])('lets %j pass with minValue %j', (value, minValue) => {
    expect(ruleText(validateMinDate(ruleInput(value, { minValue })))).toBeNull();
  });
});
