import { describe, expect, it } from 'vitest';
import { MEDICATION_TIME_OPTIONS } from './medicationTimeOptions';

describe('medication modal time options', () => {
  it('run every 15 minutes from 00:00 to 23:45', () => {
    expect(MEDICATION_TIME_OPTIONS.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(MEDICATION_TIME_OPTIONS.at(-1)).toBe('23:45');
    expect(MEDICATION_TIME_OPTIONS).toHaveLength(96);
  });
});
