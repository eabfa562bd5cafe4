import { describe, expect, it } from 'vitest';
import { formatUtcOffset, searchTimeZones, timeZoneLabel, timeZoneOptions } from './timeZoneOptions';

const winter = Date.parse('2026-01-15T12:00:00Z');
const summer = Date.parse('2026-07-15T12:00:00Z');

describe('time zone options', () => {
  it('labels a zone with its offset on the day and its name in the language', () => {
    expect(timeZoneLabel('America/New_York', 'en-US', winter)).toBe(
      'America/New_York (UTC-05:00, Eastern Time)',
    );
    expect(timeZoneLabel('America/New_York', 'en-US', summer)).toBe(
      'America/New_York (UTC-04:00, Eastern Time)',
    );
    expect(timeZoneLabel('America/New_York', 'es-US', winter)).toMatch(
      /^America\/New_York \(UTC-05:00, hora oriental/i,
    );
    expect(timeZoneLabel('Etc/GMT+5', 'en-US', winter)).toBe('Etc/GMT+5 (UTC-05:00)');
    expect(formatUtcOffset('Asia/Kolkata', winter)).toBe('UTC+05:30');
    expect(formatUtcOffset('UTC', winter)).toBe('UTC');
  });

  it('lists every zone west to east, New York among them', () => {
    const options = timeZoneOptions('en-US', winter);
    const offsets = options
      .map((o) => o.label.match(/UTC([+-]\d\d):(\d\d)/))
      .map((m) => (m ? Number(m[1]) : 0));
    expect(options.length).toBeGreaterThan(400);
    expect(options.some((o) => o.value === 'America/New_York')).toBe(true);
    expect(offsets[0]).toBeLessThan(offsets.at(-1) ?? 0);
  });
});

describe('searching time zones', () => {
  const options = timeZoneOptions('en-US', winter);

  it('finds the zone named UTC first, though every label holds "UTC"', () => {
    expect(searchTimeZones(options, 'UTC', 50)[0]?.value).toBe('UTC');
  });

  it('finds a city typed with a space, and a zone by its generic name', () => {
    expect(searchTimeZones(options, 'new york', 50)[0]?.value).toBe('America/New_York');
    expect(searchTimeZones(options, 'Eastern Time', 50).map((o) => o.value)).toContain('America/New_York');
  });
});
