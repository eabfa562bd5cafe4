import { describe, expect, it } from 'vitest';
import {
  formatDatatableDate,
  formatDatatableTime,
  formatDispensed,
  formatDisplayDate,
  formatDisplayDateTime,
  formatDisplayTime,
  formatSelectedDate,
  toIsoDate,
  toIsoTime,
} from './formatDateValues';

const PACIFIC = 'America/Los_Angeles';

describe('date and time formats', () => {
  it('emits stored dates as YYYY-MM-DD and times as HH:mm:ss', () => {
    expect(toIsoDate('2024-03-05T23:30:00')).toBe('2024-03-05');
    expect(toIsoDate('2024-03-05T02:00:00Z', PACIFIC)).toBe('2024-03-04');
    expect(toIsoTime('2024-03-05T14:30:05')).toBe('14:30:05');
    expect(toIsoTime('09:05')).toBe('09:05:00');
    expect(toIsoDate('')).toBeNull();
  });

  it('displays MM/DD/YYYY hh:mm A', () => {
    expect(formatDisplayDate('2024-03-05')).toBe('03/05/2024');
    expect(formatDisplayTime('14:30')).toBe('02:30 PM');
    expect(formatDisplayDateTime('2024-03-05T14:30:00')).toBe('03/05/2024 02:30 PM');
  });

  it('displays instants in the clinic offset, the same on any machine', () => {
    expect(formatDisplayDateTime('2024-03-05T02:00:00Z', PACIFIC)).toBe('03/04/2024 06:00 PM');
    expect(formatDisplayDateTime(new Date('2024-03-05T02:00:00Z'))).toBe('03/05/2024 02:00 AM');
  });

  it('shows Datatable dates as "MMM DD, YYYY" and times as "hh:mm a"', () => {
    expect(formatDatatableDate('2024-03-05')).toBe('Mar 05, 2024');
    expect(formatDatatableTime('08:05')).toBe('08:05 am');
    expect(formatDatatableTime('2024-03-05T20:45:00')).toBe('08:45 pm');
  });

  it('shows "--" for an empty value and an unreadable value unchanged', () => {
    expect(formatDisplayDate(null)).toBe('--');
    expect(formatDatatableTime(' ')).toBe('--');
    expect(formatDisplayDate('next Tuesday')).toBe('next Tuesday');
    expect(formatDisplayDate('2023-02-30')).toBe('2023-02-30');
  });

  it('shows "Not Yet Dispensed" for an empty dispense date', () => {
    expect(formatDispensed(null)).toBe('Not Yet Dispensed');
    expect(formatDispensed('2024-03-05T08:00:00')).toBe('03/05/2024 08:00 AM');
  });

  it('shows "Not selected" for an empty billing date', () => {
    expect(formatSelectedDate('')).toBe('Not selected');
    expect(formatSelectedDate('2024-03-05')).toBe('03/05/2024');
  });
});
