import { describe, expect, it } from 'vitest';
import {
  DURATION_DEFAULT_OPTIONS,
  FREQUENCY_FIRST_DEFAULT_OPTIONS,
  FREQUENCY_SECOND_DEFAULT_OPTIONS,
} from './frequencyDurationDefaults';

describe('frequency-duration defaults', () => {
  it('offer the spec choices in order', () => {
    expect(FREQUENCY_FIRST_DEFAULT_OPTIONS).toEqual([
      'Once',
      'Twice',
      '3 times',
      '4 times',
      '5 times',
      '1-3 times',
      '1-4 times',
      '2-8 times',
    ]);
    expect(FREQUENCY_SECOND_DEFAULT_OPTIONS[0]).toBe('per day');
    expect(FREQUENCY_SECOND_DEFAULT_OPTIONS.at(-1)).toBe('per morning');
    expect(FREQUENCY_SECOND_DEFAULT_OPTIONS).toHaveLength(8);
    expect(DURATION_DEFAULT_OPTIONS).toEqual(['forever', '1 week', '1 month', '6 months', '1 year']);
  });
});
