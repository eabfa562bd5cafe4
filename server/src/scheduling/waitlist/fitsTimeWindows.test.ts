import { describe, expect, it } from 'vitest';
import { parseWallClock } from '../wallClock';
import { fitsTimeWindows } from './fitsTimeWindows';

// 2025-03-07 is a Friday (5).
const at = (text: string) => parseWallClock(text);

describe('fitsTimeWindows', () => {
  it('empty choices fit any slot', () => {
    expect(fitsTimeWindows({ daysOfWeek: [], partsOfDay: [] }, at('2025-03-07 16:00'))).toBe(true);
  });

  it('checks the day of the week and the part of the day at the location', () => {
    const fridayAfternoons = { daysOfWeek: [5], partsOfDay: ['afternoon'] };
    expect(fitsTimeWindows(fridayAfternoons, at('2025-03-07 12:00'))).toBe(true);
    expect(fitsTimeWindows(fridayAfternoons, at('2025-03-07 16:45'))).toBe(true);
    expect(fitsTimeWindows(fridayAfternoons, at('2025-03-07 11:45'))).toBe(false);
    expect(fitsTimeWindows(fridayAfternoons, at('2025-03-07 17:00'))).toBe(false);
    expect(fitsTimeWindows(fridayAfternoons, at('2025-03-06 13:00'))).toBe(false);
    expect(fitsTimeWindows({ daysOfWeek: [], partsOfDay: ['evening'] }, at('2025-03-09 18:30'))).toBe(true);
    expect(fitsTimeWindows({ daysOfWeek: [0], partsOfDay: ['morning'] }, at('2025-03-09 08:00'))).toBe(true);
  });
});
