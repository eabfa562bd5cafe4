import { describe, expect, it } from 'vitest';
import { formatUtcOffset, timeZoneLabel, timeZoneOptions } from './timeZoneOptions';

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
