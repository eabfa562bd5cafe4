import { describe, expect, it } from 'vitest';
import { appointmentZoneLabel } from './appointmentZoneLabel';

const at = (appointmentDate: string) => ({ appointmentDate, timeZone: 'America/New_York' });

describe('appointmentZoneLabel', () => {
  it('names the New York zone for a Los Angeles browser, EST before the change and EDT after', () => {
    expect(appointmentZoneLabel(at('2026-03-06T09:30:00'), 'en', 'America/Los_Angeles')).toBe('EST');
    expect(appointmentZoneLabel(at('2026-03-09T09:30:00'), 'en', 'America/Los_Angeles')).toBe('EDT');
  });

  it('names nothing where the browser reads the same clock', () => {
    expect(appointmentZoneLabel(at('2026-03-09T09:30:00'), 'en', 'America/New_York')).toBe('');
  });
});
