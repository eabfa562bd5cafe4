import { describe, expect, it } from 'vitest';
import { isAllDayValue, turnAllDayOff, turnAllDayOn } from './allDayValue';

describe('all-day toggle', () => {
  it('stores "date allDay" and remembers the time', () => {
    const on = turnAllDayOn('2024-03-05 14:30');
    expect(on).toEqual({ value: '2024-03-05 allDay', previousTime: '14:30' });
    expect(isAllDayValue(on.value)).toBe(true);
  });

  it('restores the previous time when turned off', () => {
    const on = turnAllDayOn('2024-03-05 14:30');
    expect(turnAllDayOff(on.value, on.previousTime)).toBe('2024-03-05 14:30');
    expect(isAllDayValue('2024-03-05 14:30')).toBe(false);
  });

  it('falls back to the start of the day when there was no time', () => {
    const on = turnAllDayOn('2024-03-05');
    expect(on.previousTime).toBeNull();
    expect(turnAllDayOff(on.value, on.previousTime)).toBe('2024-03-05 00:00');
  });

  it('remembers no time when turned on twice', () => {
    expect(turnAllDayOn('2024-03-05 allDay').previousTime).toBeNull();
  });
});
