import { describe, expect, it } from 'vitest';
import { timesPerDayPreset } from './timesPerDayPresets';

describe('timesPerDayPreset', () => {
  it('spreads 1 to 5 doses over the day from 08:00 to 20:00', () => {
    expect(timesPerDayPreset(1)).toEqual(['08:00']);
    expect(timesPerDayPreset(2)).toEqual(['08:00', '20:00']);
    expect(timesPerDayPreset(3)).toEqual(['08:00', '14:00', '20:00']);
    expect(timesPerDayPreset(4)).toEqual(['08:00', '12:00', '16:00', '20:00']);
    expect(timesPerDayPreset(5)).toEqual(['08:00', '11:00', '14:00', '17:00', '20:00']);
  });

  it('adds 23:00, then 05:00, then 02:00 for 6, 7 and 8 doses, in that order', () => {
    expect(timesPerDayPreset(6).slice(5)).toEqual(['23:00']);
    expect(timesPerDayPreset(7).slice(5)).toEqual(['23:00', '05:00']);
    expect(timesPerDayPreset(8)).toEqual([
      '08:00',
      '11:00',
      '14:00',
      '17:00',
      '20:00',
      '23:00',
      '05:00',
      '02:00',
    ]);
  });

  it('has no preset outside 1 to 8', () => {
    expect(timesPerDayPreset(0)).toEqual([]);
    expect(timesPerDayPreset(9)).toEqual([]);
  });
});
