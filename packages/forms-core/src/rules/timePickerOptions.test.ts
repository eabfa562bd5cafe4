import { describe, expect, it } from 'vitest';
import { timePickerOptions } from './timePickerOptions';

describe('timePickerOptions', () => {
  it('starts 15 minutes after the begin time, steps 15 minutes three times, then 30 minutes', () => {
    expect(timePickerOptions('09:00').slice(0, 6)).toEqual([
      { time: '09:15', durationLabel: '15 mins' },
      { time: '09:30', durationLabel: '30 mins' },
      { time: '09:45', durationLabel: '45 mins' },
      { time: '10:00', durationLabel: '1 hr' },
      { time: '10:30', durationLabel: '1.5 hrs' },
      { time: '11:00', durationLabel: '2 hrs' },
    ]);
  });

  it('stops at the max bound, 23:59 by default', () => {
    expect(timePickerOptions('22:00').map((option) => option.time)).toEqual([
      '22:15',
      '22:30',
      '22:45',
      '23:00',
      '23:30',
    ]);
    expect(timePickerOptions('16:00', '08:00', '17:00').at(-1)?.time).toBe('17:00');
  });

  it('clamps a begin time outside the bounds first', () => {
    expect(timePickerOptions('06:00', '08:00', '18:00')[0]?.time).toBe('08:15');
    expect(timePickerOptions('23:59')).toEqual([]);
  });
});
