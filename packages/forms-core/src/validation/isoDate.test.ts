import { describe, expect, it } from 'vitest';
import { formatIsoDateForDisplay, isIsoDate } from './isoDate';

describe('ISO dates', () => {
  it.each([
    ['2024-02-29', true],
    ['2023-02-29', false],
    ['2100-02-29', false],
    ['2024-06-31', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    [' 2024-01-01', false],
    [null, false],
  ])('%j is a calendar date: %s', (value, expected) => {
    expect(isIsoDate(value)).toBe(expected);
  });

  it('shows a date as MM/DD/YYYY', () => {
    expect(formatIsoDateForDisplay('2024-07-04')).toBe('07/04/2024');
  });
});
