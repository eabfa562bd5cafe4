import { describe, expect, it } from 'vitest';
import { fromLocationInput, toLocationInput } from './localDateTime';

const NY = 'America/New_York';

describe('date-time inputs on the location clock', () => {
  it('shows and reads 09:30 in New York on either side of the spring-forward change', () => {
    expect(toLocationInput('2026-03-07T14:30:00.000Z', NY)).toBe('2026-03-07T09:30');
    expect(toLocationInput('2026-03-09T13:30:00.000Z', NY)).toBe('2026-03-09T09:30');
    expect(fromLocationInput('2026-03-07T09:30', NY)).toBe('2026-03-07T14:30:00.000Z');
    expect(fromLocationInput('2026-03-09T09:30', NY)).toBe('2026-03-09T13:30:00.000Z');
  });

  it('waits for a complete value', () => {
    expect(fromLocationInput('', NY)).toBeNull();
    expect(fromLocationInput('2026-03-09', NY)).toBeNull();
  });
});
