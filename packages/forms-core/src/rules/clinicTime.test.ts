import { describe, expect, it } from 'vitest';
import { clinicInstant, clinicWallClock } from './clinicTime';

const PACIFIC = 'America/Los_Angeles';

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
    expect(clinicWallClock(new Date(instant), 'Europe/Paris')?.format('YYYY-MM-DD HH:mm')).toBe(
      '2024-03-05 03:00',
    );
    expect(clinicWallClock('2024-03-05T02:00:00+02:00', 'UTC')?.format('YYYY-MM-DD HH:mm')).toBe(
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
      expect(clinicWallClock(value, 'UTC')).toBeNull();
    }
  });

  it('turns a clinic wall-clock time back into the instant', () => {
    const wallClock = clinicWallClock('2024-03-05T00:00:00', PACIFIC);
    expect(wallClock && clinicInstant(wallClock, PACIFIC).toISOString()).toBe('2024-03-05T08:00:00.000Z');
  });

  it('follows daylight saving: 09:30 in New York on either side of the change is a different UTC hour', () => {
    const ny = 'America/New_York';
    expect(clinicWallClock('2026-03-07T14:30:00Z', ny)?.format('HH:mm')).toBe('09:30');
    expect(clinicWallClock('2026-03-09T13:30:00Z', ny)?.format('HH:mm')).toBe('09:30');
    const after = clinicWallClock('2026-11-02T09:30:00', ny);
    expect(after && clinicInstant(after, ny).toISOString()).toBe('2026-11-02T14:30:00.000Z');
  });
});
