import { describe, expect, it } from 'vitest';
import { parseWallClock } from '../wallClock';
import { inQuietHours, reminderDueMs } from './reminderDue';

const quiet = { start: '21:00', end: '08:00' };
const newYork = 'America/New_York';
const dueAt = (appointment: string, offsetHours: number, zone = newYork, hours = quiet) =>
  new Date(reminderDueMs(parseWallClock(appointment), zone, offsetHours, hours)).toISOString();

describe('reminder moments', () => {
  it('counts elapsed hours across the autumn change (America/New_York, 2026-11-01)', () => {
    // 09:00 EST on the day of the change is 14:00Z; 24 h earlier is 10:00 EDT on Saturday.
    expect(dueAt('2026-11-01 09:00', 24)).toBe('2026-10-31T14:00:00.000Z');
    // The day after: 09:00 EST Monday, 24 h before is 09:00 EST Sunday, 72 h before 10:00 EDT Friday.
    expect(dueAt('2026-11-02 09:00', 24)).toBe('2026-11-01T14:00:00.000Z');
    expect(dueAt('2026-11-02 09:00', 72)).toBe('2026-10-30T14:00:00.000Z');
  });

  it('counts elapsed hours across the spring change (America/New_York, 2026-03-08)', () => {
    // 09:00 EDT on Monday is 13:00Z; 24 h before is 09:00 EDT Sunday, 72 h before 08:00 EST Friday.
    expect(dueAt('2026-03-09 09:00', 24)).toBe('2026-03-08T13:00:00.000Z');
    expect(dueAt('2026-03-09 09:00', 72)).toBe('2026-03-06T13:00:00.000Z');
    // 09:00 EDT on the day of the change: 24 h before is 08:00 EST Saturday, the end of the quiet hours.
    expect(dueAt('2026-03-08 09:00', 24)).toBe('2026-03-07T13:00:00.000Z');
  });

  it('moves a moment in the quiet hours to their end, in the zone of the day it falls on', () => {
    // 07:30 EDT Sunday appointment (spring change night): 24 h before is 07:30 EST Saturday,
    // quiet, so 08:00 EST Saturday.
    expect(dueAt('2026-03-08 07:30', 24)).toBe('2026-03-07T13:00:00.000Z');
    // 72 h before 22:30 EDT Saturday is 22:30 on Wednesday: it goes out at 08:00 on Thursday.
    expect(dueAt('2026-10-31 22:30', 72)).toBe('2026-10-29T12:00:00.000Z');
  });

  it('moves it back before the quiet hours when their end is not before the appointment', () => {
    // 07:00 appointment, 24 h reminder at 07:00 the day before: quiet, and 08:00 that day is
    // still before it: 08:00. But a 2 h reminder (05:00) would end after it: 20:50 the evening before.
    expect(dueAt('2026-11-02 07:00', 2)).toBe('2026-11-02T01:50:00.000Z');
    expect(dueAt('2026-11-02 07:00', 24)).toBe('2026-11-01T13:00:00.000Z');
  });

  it('reads quiet hours that do not span midnight, and none when start equals end', () => {
    const lunch = { start: '12:00', end: '13:00' };
    expect(inQuietHours(parseWallClock('2026-05-01 12:30'), lunch)).toBe(true);
    expect(inQuietHours(parseWallClock('2026-05-01 13:00'), lunch)).toBe(false);
    expect(inQuietHours(parseWallClock('2026-05-01 23:00'), { start: '00:00', end: '00:00' })).toBe(false);
    expect(dueAt('2026-05-02 12:30', 24, 'UTC', lunch)).toBe('2026-05-01T13:00:00.000Z');
  });
});
