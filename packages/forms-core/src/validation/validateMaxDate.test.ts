import { describe, expect, it } from 'vitest';
import { ruleInput, ruleText } from './ruleInputFixture';
import { validateMaxDate } from './validateMaxDate';

describe('validateMaxDate', () => {
  it('shows the bound as MM/DD/YYYY when the date is after it', () => {
    expect(ruleText(validateMaxDate(ruleInput('2024-12-02', { maxValue: '2024-12-01' })))).toBe(
      'This date must be less than 12/01/2024',
    );
  });

  it.each([
    ['2024-12-01', '2024-12-01'],
    ['1999-01-01', '2024-12-01'],
    ['2030-01-01', undefined],
    ['2030-01-01', '2024-02-30'],
  ])('lets %j pass with maxValue %j', (value, maxValue) => {
    expect(ruleText(validateMaxDate(ruleInput(value, { maxValue })))).toBeNull();
  });
});
