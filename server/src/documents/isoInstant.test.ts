import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isoInstant } from './isoInstant';

describe('isoInstant', () => {
  it.each([
    ['2025-01-01 10:00:00+00', '2025-01-01T10:00:00.000Z'],
    ['2025-01-01 10:00:00.5+00', '2025-01-01T10:00:00.500Z'],
    ['2025-01-01 10:00:00.123456+00', '2025-01-01T10:00:00.123Z'],
    ['2025-06-30 23:30:00-07', '2025-07-01T06:30:00.000Z'],
    ['2025-06-30 23:30:00.25+05:30', '2025-06-30T18:00:00.250Z'],
  ])('%s is %s', (text, iso) => {
    expect(isoInstant(text)).toBe(iso);
  });

  it('keeps null', () => {
    expect(isoInstant(null)).toBeNull();
  });

  it('writes every UTC timestamp as Date#toISOString does', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('2999-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: 0, max: 999 }),
        fc.constantFrom(0, 1, 2, 3, 6),
        (date, micros, digits) => {
          const [day, time] = date.toISOString().replace('Z', '').split('T') as [string, string];
          const fraction = `${time.slice(9)}${String(micros).padStart(3, '0')}`.slice(0, digits);
          const text = `${day} ${time.slice(0, 8)}${digits ? `.${fraction}` : ''}+00`;
          expect(isoInstant(text)).toBe(new Date(text).toISOString());
        },
      ),
    );
  });
});
