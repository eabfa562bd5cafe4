import { describe, expect, it } from 'vitest';
import { freeSlotsOn, type SlotSearch, slotFits } from './slotSearch';
import { parseWallClock, wallTime, wallToUtcMs } from './wallClock';

// Monday 2025-03-03, 07:00 at a UTC-5 location.
const base: SlotSearch = {
  timeZone: 'America/New_York',
  durationMinutes: 30,
  nowUtc: new Date('2025-03-03T12:00:00Z'),
  clinicianIds: ['a', 'b'],
  hours: [
    { clinicianId: 'a', weekday: 1, startTime: '08:00', endTime: '09:30' },
    { clinicianId: 'b', weekday: 1, startTime: '09:00', endTime: '10:00' },
  ],
  busy: [],
};
const times = (search: SlotSearch, date = '2025-03-03') =>
  freeSlotsOn(search, date).map((s) => wallTime(s.startWallMs));
const busyAt = (clinicianId: string, start: string, end: string, timeZone = 'America/New_York') => ({
  clinicianId,
  startUtcMs: wallToUtcMs(parseWallClock(start), timeZone),
  endUtcMs: wallToUtcMs(parseWallClock(end), timeZone),
});

describe('free slots', () => {
  it('steps through each window by 15 minutes for the whole duration, in clinician order', () => {
    expect(times(base)).toEqual(['08:00', '08:15', '08:30', '08:45', '09:00', '09:15', '09:30']);
    const nine = freeSlotsOn(base, '2025-03-03').find((s) => wallTime(s.startWallMs) === '09:00');
    expect(nine?.clinicianIds).toEqual(['a', 'b']);
  });

  it('has nothing on a day without hours', () => {
    expect(times(base, '2025-03-02')).toEqual([]);
  });

  it('leaves out starts overlapping anything that holds the clinician, also at another time zone', () => {
    // 'a' is busy 08:20-08:40 here; 'b' has a visit at 06:00-06:30 at UTC-8, which is 09:00-09:30 here.
    const search = {
      ...base,
      busy: [
        busyAt('a', '2025-03-03 08:20', '2025-03-03 08:40'),
        busyAt('b', '2025-03-03 06:00', '2025-03-03 06:30', 'America/Los_Angeles'),
      ],
    };
    expect(times(search)).toEqual(['08:45', '09:00', '09:30']);
    const slots = freeSlotsOn(search, '2025-03-03');
    expect(slots.find((s) => wallTime(s.startWallMs) === '09:00')?.clinicianIds).toEqual(['a']);
  });

  it('never offers a start in the past of the location clock', () => {
    const later = { ...base, nowUtc: new Date('2025-03-03T13:40:00Z') }; // 08:40 there
    expect(times(later)).toEqual(['08:45', '09:00', '09:15', '09:30']);
  });

  it('checks a chosen start against hours, the clock and other bookings', () => {
    expect(slotFits(base, 'a', parseWallClock('2025-03-03 08:10'))).toBe(true);
    expect(slotFits(base, 'a', parseWallClock('2025-03-03 09:10'))).toBe(false);
    expect(slotFits(base, 'a', parseWallClock('2025-03-03 06:00'))).toBe(false);
    const busy = { ...base, busy: [busyAt('a', '2025-03-03 08:00', '2025-03-03 08:30')] };
    expect(slotFits(busy, 'a', parseWallClock('2025-03-03 08:15'))).toBe(false);
  });

  it('lets a window that ends before it starts run past midnight', () => {
    const night = {
      ...base,
      hours: [{ clinicianId: 'a', weekday: 1, startTime: '23:00', endTime: '00:30' }],
    };
    expect(times(night)).toEqual(['23:00', '23:15', '23:30', '23:45', '00:00']);
    expect(slotFits(night, 'a', parseWallClock('2025-03-04 00:00'))).toBe(true);
  });
});
