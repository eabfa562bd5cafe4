import { describe, expect, it } from 'vitest';
import { withZoneLabel, zoneLabel } from './zoneLabel';

const NY = 'America/New_York';

describe('zoneLabel', () => {
  it('names the clinic zone of an instant a Los Angeles viewer would misread, EST or EDT by the date', () => {
    expect(zoneLabel('2026-03-07T14:30:00Z', NY, 'America/Los_Angeles')).toBe('EST');
    expect(zoneLabel('2026-03-09T13:30:00.000Z', NY, 'America/Los_Angeles')).toBe('EDT');
    expect(zoneLabel(new Date('2026-11-02T14:30:00Z'), NY, 'UTC', 'es')).toBe('EST');
  });

  it('says nothing when the viewer reads the same clock, or for wall-clock text', () => {
    expect(zoneLabel('2026-03-09T13:30:00Z', NY, NY)).toBe('');
    expect(zoneLabel('2026-03-09T13:30:00Z', NY, 'America/Toronto')).toBe('');
    expect(zoneLabel('2026-03-09T09:30:00', NY, 'UTC')).toBe('');
    expect(zoneLabel(null, NY, 'UTC')).toBe('');
  });

  it('appends a label only when there is one', () => {
    expect(withZoneLabel('03/09/2026 09:30 AM', 'EDT')).toBe('03/09/2026 09:30 AM EDT');
    expect(withZoneLabel('03/09/2026 09:30 AM', '')).toBe('03/09/2026 09:30 AM');
  });
});
