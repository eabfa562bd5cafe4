import { describe, expect, it } from 'vitest';
import { clampTime } from './clampTime';

describe('clampTime', () => {
  it('keeps a time inside the bounds', () => {
    expect(clampTime('10:30')).toBe('10:30');
    expect(clampTime('10:30:45')).toBe('10:30');
  });

  it('moves a time outside the bounds to the nearest bound', () => {
    expect(clampTime('07:00', '08:00', '18:00')).toBe('08:00');
    expect(clampTime('19:15', '08:00', '18:00')).toBe('18:00');
  });

  it('uses 00:00 to 23:59 by default and rejects unreadable text', () => {
    expect(clampTime('23:59')).toBe('23:59');
    expect(clampTime('25:00')).toBeNull();
  });
});
