import { describe, expect, it } from 'vitest';
import { joinFrequencyDuration, splitFrequencyDuration } from './frequencyDurationValue';

describe('frequency-duration value', () => {
  it('joins the three parts with " - "', () => {
    expect(joinFrequencyDuration({ first: 'Twice', second: 'per day', duration: '1 week' })).toBe(
      'Twice - per day - 1 week',
    );
  });

  it('splits a value back into its parts, hyphens inside a part included', () => {
    expect(splitFrequencyDuration('1-3 times - per shift - forever')).toEqual({
      first: '1-3 times',
      second: 'per shift',
      duration: 'forever',
    });
  });

  it('round-trips empty parts and reads a missing value as empty parts', () => {
    const parts = { first: 'Once', second: '', duration: '' };
    expect(splitFrequencyDuration(joinFrequencyDuration(parts))).toEqual(parts);
    expect(splitFrequencyDuration(null)).toEqual({ first: '', second: '', duration: '' });
  });
});
