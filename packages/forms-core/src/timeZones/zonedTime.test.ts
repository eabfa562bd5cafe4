import { describe, expect, it } from 'vitest';
import {
  instantToWallMs,
  sameWallClock,
  wallToInstantMs,
  zoneOffsetHours,
  zoneOffsetMinutes,
  zoneShortName,
} from './zonedTime';

const NY = 'America/New_York';
const wall = (text: string) => Date.parse(`${text}Z`);
const iso = (ms: number) => new Date(ms).toISOString();

describe('America/New_York across the 2026 daylight-saving changes', () => {
  it('reads EST before the spring-forward change and EDT after it', () => {
    expect(zoneOffsetHours(NY, Date.parse('2026-03-08T06:59:59Z'))).toBe(-5);
    expect(zoneOffsetHours(NY, Date.parse('2026-03-08T07:00:00Z'))).toBe(-4);
    expect(zoneShortName(NY, Date.parse('2026-03-07T12:00:00Z'))).toBe('EST');
    expect(zoneShortName(NY, Date.parse('2026-03-09T12:00:00Z'))).toBe('EDT');
  });

  it('turns 09:30 on either side of a change into the right instants and back', () => {
    expect(iso(wallToInstantMs(NY, wall('2026-03-07T09:30:00')))).toBe('2026-03-07T14:30:00.000Z');
    expect(iso(wallToInstantMs(NY, wall('2026-03-09T09:30:00')))).toBe('2026-03-09T13:30:00.000Z');
    expect(iso(wallToInstantMs(NY, wall('2026-10-31T09:30:00')))).toBe('2026-10-31T13:30:00.000Z');
    expect(iso(wallToInstantMs(NY, wall('2026-11-02T09:30:00')))).toBe('2026-11-02T14:30:00.000Z');
    expect(iso(instantToWallMs(NY, Date.parse('2026-11-02T14:30:00Z')))).toBe('2026-11-02T09:30:00.000Z');
  });

  it('moves the skipped 02:30 of 2026-03-08 forward by the hour skipped (03:30 EDT)', () => {
    const instant = wallToInstantMs(NY, wall('2026-03-08T02:30:00'));
    expect(iso(instant)).toBe('2026-03-08T07:30:00.000Z');
    expect(iso(instantToWallMs(NY, instant))).toBe('2026-03-08T03:30:00.000Z');
  });

  it('takes the first of the two 01:30s of 2026-11-01 (EDT)', () => {
    expect(iso(wallToInstantMs(NY, wall('2026-11-01T01:30:00')))).toBe('2026-11-01T05:30:00.000Z');
    expect(iso(instantToWallMs(NY, Date.parse('2026-11-01T06:30:00Z')))).toBe('2026-11-01T01:30:00.000Z');
    expect(zoneShortName(NY, Date.parse('2026-11-01T06:30:00Z'))).toBe('EST');
  });

  it('keeps the hours either side of each change exact', () => {
    expect(iso(wallToInstantMs(NY, wall('2026-03-08T01:59:00')))).toBe('2026-03-08T06:59:00.000Z');
    expect(iso(wallToInstantMs(NY, wall('2026-03-08T03:00:00')))).toBe('2026-03-08T07:00:00.000Z');
    expect(iso(wallToInstantMs(NY, wall('2026-11-01T00:59:00')))).toBe('2026-11-01T04:59:00.000Z');
    expect(iso(wallToInstantMs(NY, wall('2026-11-01T02:00:00')))).toBe('2026-11-01T07:00:00.000Z');
  });

  it('round-trips every quarter hour of both change days that exists once', () => {
    for (const day of ['2026-03-08', '2026-11-01']) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const wallMs = wall(`${day}T00:00:00`) + minutes * 60_000;
        const instant = wallToInstantMs(NY, wallMs);
        const skipped = day === '2026-03-08' && minutes >= 120 && minutes < 180;
        expect(instantToWallMs(NY, instant)).toBe(skipped ? wallMs + 3_600_000 : wallMs);
      }
    }
  });
});

describe('a zone with a half-hour offset', () => {
  it('reads Asia/Kolkata at UTC+5:30 all year', () => {
    expect(zoneOffsetMinutes('Asia/Kolkata', Date.parse('2026-01-15T00:00:00Z'))).toBe(330);
    expect(zoneOffsetHours('Asia/Kolkata', Date.parse('2026-07-15T00:00:00Z'))).toBe(5.5);
    expect(iso(wallToInstantMs('Asia/Kolkata', wall('2026-03-08T09:30:00')))).toBe(
      '2026-03-08T04:00:00.000Z',
    );
    expect(zoneShortName('Asia/Kolkata', Date.parse('2026-03-08T04:00:00Z'))).toBe('GMT+5:30');
  });

  it('follows St. John’s (UTC-3:30, daylight time UTC-2:30) across its change', () => {
    const zone = 'America/St_Johns';
    expect(zoneOffsetHours(zone, Date.parse('2026-03-07T12:00:00Z'))).toBe(-3.5);
    expect(zoneOffsetHours(zone, Date.parse('2026-03-09T12:00:00Z'))).toBe(-2.5);
    expect(iso(wallToInstantMs(zone, wall('2026-03-09T09:30:00')))).toBe('2026-03-09T12:00:00.000Z');
  });
});

describe('sameWallClock', () => {
  it('is true for one zone, or two that read alike at the instant', () => {
    expect(sameWallClock(NY, NY, 0)).toBe(true);
    expect(sameWallClock('America/Denver', 'America/Phoenix', Date.parse('2026-01-15T00:00:00Z'))).toBe(true);
    expect(sameWallClock('America/Denver', 'America/Phoenix', Date.parse('2026-07-15T00:00:00Z'))).toBe(
      false,
    );
    expect(sameWallClock(NY, 'America/Los_Angeles', 0)).toBe(false);
  });

  it('reads UTC as UTC', () => {
    expect(zoneOffsetMinutes('UTC', Date.parse('2026-07-15T00:00:00Z'))).toBe(0);
    expect(zoneShortName('UTC', 0)).toBe('UTC');
  });
});
