import { describe, expect, it } from 'vitest';
import { minutesToTime, timeToMinutes } from './timeOfDay';

describe('time of day', () => {
  it('reads HH:mm and HH:mm:ss', () => {
    expect(timeToMinutes('08:30')).toBe(510);
    expect(timeToMinutes('23:59:59')).toBe(1439);
  });

  it('rejects text that is not a time of day', () => {
    for (const text of ['24:00', '8:30', '08:60', 'noon', '']) expect(timeToMinutes(text)).toBeNull();
  });

  it('writes HH:mm', () => {
    expect(minutesToTime(0)).toBe('00:00');
    expect(minutesToTime(1425)).toBe('23:45');
  });
});
