import { describe, expect, it } from 'vitest';
import { floatingDate, wallClockOf, wallDateOf } from './wallClockDates';
import { utcOffsetLabel, viewerZoneLabel } from './zoneLabels';

describe('schedule wall-clock dates', () => {
  it('keep the digits of a location time, whatever the browser zone', () => {
    const date = floatingDate('2026-11-01T09:30:00');
    expect([date.getHours(), date.getMinutes(), date.getDate()]).toEqual([9, 30, 1]);
    expect(wallClockOf(date)).toBe('2026-11-01T09:30');
    expect(wallDateOf(date)).toBe('2026-11-01');
  });
});

describe('zone labels', () => {
  it('name a location offset', () => {
    expect(utcOffsetLabel(-5)).toBe('UTC−05:00');
    expect(utcOffsetLabel(5.5)).toBe('UTC+05:30');
    expect(utcOffsetLabel(0)).toBe('UTC+00:00');
  });

  it("show the viewer's zone only when it differs from the location's", () => {
    const at = new Date('2026-01-15T12:00:00Z');
    const viewerShift = -at.getTimezoneOffset() / 60;
    expect(viewerZoneLabel(viewerShift, at, 'Here/Zone')).toBeNull();
    expect(viewerZoneLabel(viewerShift + 3, at, 'Here/Zone')).toBe(
      `Here/Zone (${utcOffsetLabel(viewerShift)})`,
    );
  });
});
