import { describe, expect, it } from 'vitest';
import { DAY_INTERVAL_OPTIONS, dayIntervalLabel } from './dayIntervalLabels';

describe('day interval labels', () => {
  it('offers the seven intervals in order', () => {
    expect(DAY_INTERVAL_OPTIONS.map((option) => option.days)).toEqual([2, 3, 7, 14, 21, 28, 30]);
  });

  it('names weeks in words', () => {
    expect(dayIntervalLabel(2)).toBe('every 2 days');
    expect(dayIntervalLabel(7)).toBe('1 time per week');
    expect(dayIntervalLabel(14)).toBe('every two weeks');
    expect(dayIntervalLabel(21)).toBe('every 3 weeks');
    expect(dayIntervalLabel(30)).toBe('every 30 days');
  });

  it('has no label for an interval not offered', () => {
    expect(dayIntervalLabel(5)).toBeNull();
  });
});
