import { describe, expect, it } from 'vitest';
import { appointmentZoneName, locationWallClockText, viewerZoneLabel } from '../../format/zoneLabels';
import { floatingDate, wallClockOf, wallDateOf } from './wallClockDates';

describe('schedule wall-clock dates', () => {
  it('keep the digits of a location time, whatever the browser zone', () => {
    const date = floatingDate('2027-03-14T09:30:00');
    expect([date.getHours(), date.getMinutes(), date.getDate()]).toEqual([9, 30, 14]);
    expect(wallClockOf(date)).toBe('2027-03-14T09:30');
    expect(wallDateOf(date)).toBe('2027-03-14');
  });
});

describe('zone labels', () => {
  it("name an appointment's zone as of its own time (daylight saving)", () => {
    const at = (appointmentDate: string) => ({ appointmentDate, timeZone: 'America/New_York' });
    expect(appointmentZoneName(at('2027-03-12T09:00:00'), 'en')).toBe('EST');
    expect(appointmentZoneName(at('2027-03-15T09:00:00'), 'en')).toBe('EDT');
  });

  it("show the viewer's zone only when it reads another wall clock", () => {
    const winter = new Date('2027-01-15T12:00:00Z');
    expect(viewerZoneLabel('America/New_York', winter, 'en', 'America/New_York')).toBeNull();
    expect(viewerZoneLabel('America/New_York', winter, 'en', 'America/Los_Angeles')).toBe(
      'America/Los_Angeles (PST)',
    );
    expect(viewerZoneLabel(null, winter, 'en', 'UTC')).toBe('UTC (UTC)');
  });
});

describe('locationWallClockText', () => {
  it('reads the location’s wall clock, naming its zone only for a viewer whose clock differs', () => {
    expect(locationWallClockText('2027-03-15T09:30', 'America/New_York', 'en', 'America/New_York')).toBe(
      '03/15/2027 09:30 AM',
    );
    expect(locationWallClockText('2027-03-15T09:30', 'America/New_York', 'en', 'America/Los_Angeles')).toBe(
      '03/15/2027 09:30 AM EDT',
    );
    expect(locationWallClockText('2027-03-15T09:30', undefined, 'en', 'America/Los_Angeles')).toBe(
      '03/15/2027 09:30 AM',
    );
    expect(locationWallClockText(null, 'UTC', 'en')).toBe('--');
  });
});
