import { describe, expect, it } from 'vitest';
import { emarRange } from './emarRange';

const now = new Date('2024-05-15T03:00:00Z');

describe('emarRange', () => {
  it('defaults to the current clinic day', () => {
    // 03:00 UTC is still 14 May in Chicago (CDT, UTC-5).
    expect(emarRange({}, now, 'America/Chicago')).toEqual({
      from: new Date('2024-05-14T05:00:00.000Z'),
      to: new Date('2024-05-15T04:59:59.999Z'),
    });
  });

  it('reads days as whole clinic days and instants as themselves', () => {
    expect(emarRange({ from: '2024-05-01', to: '2024-05-02' }, now, 'UTC')).toEqual({
      from: new Date('2024-05-01T00:00:00.000Z'),
      to: new Date('2024-05-02T23:59:59.999Z'),
    });
    expect(emarRange({ from: '2024-05-01T10:00:00Z', to: '2024-05-01T11:00:00+01:00' }, now, 'UTC')).toEqual({
      from: new Date('2024-05-01T10:00:00Z'),
      to: new Date('2024-05-01T10:00:00Z'),
    });
    expect(emarRange({ to: '2024-05-03' }, now, 'UTC').from).toEqual(new Date('2024-05-03T00:00:00.000Z'));
  });

  it('refuses a range that starts after it ends', () => {
    expect(() => emarRange({ from: '2024-05-03', to: '2024-05-01' }, now, 'UTC')).toThrow();
  });
});
