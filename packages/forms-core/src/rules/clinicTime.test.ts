import { describe, expect, it } from 'vitest';
import { clinicInstant, clinicWallClock } from './clinicTime';

const PACIFIC = -8 * 60;

describe('clinic time', () => {
  it('reads a value without an offset as clinic wall-clock time, whatever the machine zone', () => {
    expect(clinicWallClock('2024-03-05T14:30:00', PACIFIC)?.format('YYYY-MM-DD HH:mm')).toBe(
      '2024-03-05 14:30',
    );
    expect(clinicWallClock('2024-03-05', PACIFIC)?.format('YYYY-MM-DD HH:mm')).toBe('2024-03-05 00:00');
  });

  it('converts instants to the clinic offset', () => {
    const instant = '2024-03-05T02:00:00Z';
    expect(clinicWallClock(instant, PACIFIC)?.format('YYYY-MM-DD HH:mm')).toBe('2024-03-04 18:00');
    expect(clinicWallClock(new Date(instant), 60)?.format('YYYY-MM-DD HH:mm')).toBe('2024-03-05 03:00');
    expect(clinicWallClock('2024-03-05T02:00:00+02:00', 0)?.format('YYYY-MM-DD HH:mm')).toBe(
      '2024-03-05 00:00',
    );
  });

  it('reads nothing from empty or non-ISO text', () => {
    for (const value of [
      null,
      undefined,
      '',
      'yesterday',
      '03/05/2024',
      '2023-02-30',
      '2024-13-01T10:00:00Z',
    ]) {
      expect(clinicWallClock(value, 0)).toBeNull();
    }
  });

  it('turns a clinic wall-clock time back into the instant', () => {
    const wallClock = clinicWallClock('2024-03-05T00:00:00', PACIFIC);
    expect(wallClock && clinicInstant(wallClock, PACIFIC).toISOString()).toBe('2024-03-05T08:00:00.000Z');
  });
});
