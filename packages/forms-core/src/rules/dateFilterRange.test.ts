import { describe, expect, it } from 'vitest';
import { dateFilterRange } from './dateFilterRange';

const now = new Date('2024-05-31T15:00:00Z');
const iso = (range: ReturnType<typeof dateFilterRange>) =>
  range && { from: range.from.toISOString(), to: range.to.toISOString() };

describe('dateFilterRange', () => {
  it('selects everything for "all"', () => {
    expect(dateFilterRange('all', { now, timeZone: 'UTC' })).toBeNull();
  });

  it('covers the whole current day, from 00:00 to 23:59:59.999', () => {
    expect(iso(dateFilterRange('currentday', { now, timeZone: 'UTC' }))).toEqual({
      from: '2024-05-31T00:00:00.000Z',
      to: '2024-05-31T23:59:59.999Z',
    });
  });

  it('counts days in clinic time: 15:00 UTC is already the next day at UTC+10', () => {
    expect(iso(dateFilterRange('currentday', { now, timeZone: 'Australia/Brisbane' }))).toEqual({
      from: '2024-05-31T14:00:00.000Z',
      to: '2024-06-01T13:59:59.999Z',
    });
  });

  it('covers 7 and 30 days including the anchor day', () => {
    expect(dateFilterRange('last7days', { now, timeZone: 'UTC' })?.from.toISOString()).toBe(
      '2024-05-25T00:00:00.000Z',
    );
    expect(dateFilterRange('last30days', { now, timeZone: 'UTC' })?.from.toISOString()).toBe(
      '2024-05-02T00:00:00.000Z',
    );
  });

  it('goes 3 months back, clamped to the end of a shorter month', () => {
    expect(dateFilterRange('last3months', { now, timeZone: 'UTC' })?.from.toISOString()).toBe(
      '2024-02-29T00:00:00.000Z',
    );
  });

  it('is anchored on the document effective date when there is one', () => {
    const range = dateFilterRange('last7days', {
      now,
      effectiveDate: '2024-01-03',
      timeZone: 'America/Los_Angeles',
    });
    expect(iso(range)).toEqual({ from: '2023-12-28T08:00:00.000Z', to: '2024-01-04T07:59:59.999Z' });
  });

  it('falls back to now when the effective date is unreadable', () => {
    expect(
      dateFilterRange('currentday', { now, effectiveDate: '', timeZone: 'UTC' })?.from.toISOString(),
    ).toBe('2024-05-31T00:00:00.000Z');
  });
});
