import { describe, expect, it } from 'vitest';
import { isOffHours } from './offHours';

const downtown = '00000000-0000-4000-8000-000000000001';
const pacific = '00000000-0000-4000-8000-000000000002';
// Mondays 08:00-12:00 downtown and 13:00-17:00 at the Pacific office.
const hours = [
  { locationId: downtown, weekday: 1, startTime: '08:00', endTime: '12:00' },
  { locationId: pacific, weekday: 1, startTime: '13:00', endTime: '17:00' },
];
// 2027-03-15 is a Monday; a floating Date holds the wall clock in its fields.
const monday = (time: string) => new Date(`2027-03-15T${time}:00`);

describe('isOffHours', () => {
  it('shades what lies outside the clinician’s hours at the chosen location, the end excluded', () => {
    expect(isOffHours(monday('07:45'), hours, downtown)).toBe(true);
    expect(isOffHours(monday('08:00'), hours, downtown)).toBe(false);
    expect(isOffHours(monday('11:45'), hours, downtown)).toBe(false);
    expect(isOffHours(monday('12:00'), hours, downtown)).toBe(true);
    expect(isOffHours(monday('14:00'), hours, downtown)).toBe(true);
  });

  it('counts every location when none is chosen, and no hours on other days', () => {
    expect(isOffHours(monday('14:00'), hours, '')).toBe(false);
    expect(isOffHours(new Date('2027-03-16T09:00:00'), hours, '')).toBe(true);
  });
});
