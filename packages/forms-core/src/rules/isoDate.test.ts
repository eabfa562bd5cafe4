import { describe, expect, it } from 'vitest';
import { isIsoDate } from './isoDate';

describe('isIsoDate', () => {
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
});
