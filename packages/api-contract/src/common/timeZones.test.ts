import { describe, expect, it } from 'vitest';
import { isSupportedTimeZone, supportedTimeZones, timeZoneSchema } from './timeZones';

describe('time zones a location may be in', () => {
  it('accepts IANA zones, their other names, UTC and whole-hour Etc zones', () => {
    for (const zone of [
      'America/New_York',
      'America/Los_Angeles',
      'Asia/Kolkata',
      'Asia/Calcutta',
      'UTC',
      'Etc/GMT+5',
    ]) {
      expect(isSupportedTimeZone(zone)).toBe(true);
    }
    expect(supportedTimeZones()).toContain('America/New_York');
  });

  it('refuses offsets, unknown names, other casing and blanks', () => {
    for (const zone of [
      '-05:00',
      '+05:30',
      'America/Springfield',
      'america/new_york',
      'EST',
      '',
      'Etc/GMT+15',
    ]) {
      expect(isSupportedTimeZone(zone)).toBe(false);
    }
    expect(timeZoneSchema.safeParse('America/Springfield').error?.issues[0]?.message).toBe(
      'Choose a time zone from the list',
    );
  });
});
