import { describe, expect, it } from 'vitest';
import { daysBefore, formatDate, locationToday, wallClockTimestamp, weekdayFrom } from './wallClock';

describe('wallClock', () => {
  it('takes the calendar date at the location, not in UTC', () => {
    // 03:00 UTC on a Thursday is still Wednesday evening in New York.
    expect(formatDate(locationToday(new Date('2026-03-05T03:00:00Z'), 'America/New_York'))).toBe(
      '2026-03-04',
    );
    expect(formatDate(locationToday(new Date('2026-03-05T03:00:00Z'), 'UTC'))).toBe('2026-03-05');
  });

  it('moves weekend days away from today, keeping past days past and future days future', () => {
    const friday = new Date('2026-03-06T00:00:00Z');
    expect(formatDate(weekdayFrom(friday, 1))).toBe('2026-03-09');
    expect(formatDate(weekdayFrom(friday, -6))).toBe('2026-02-27');
    expect(formatDate(weekdayFrom(friday, 3))).toBe('2026-03-09');
  });

  it('formats wall-clock timestamps without a zone, adding minutes across midnight', () => {
    const day = new Date('2026-03-04T00:00:00Z');
    expect(wallClockTimestamp(day, '09:30')).toBe('2026-03-04 09:30:00');
    expect(wallClockTimestamp(day, '23:30', 60)).toBe('2026-03-05 00:30:00');
    expect(() => wallClockTimestamp(day, '9:30')).toThrow();
  });

  it('counts days back from now as instants', () => {
    expect(daysBefore(new Date('2026-03-04T18:30:00Z'), 2)).toBe('2026-03-02T18:30:00.000Z');
  });
});
