import { describe, expect, it } from 'vitest';
import { dateFilterRange } from './dateFilterRange';
import { filterRowsByDateRange } from './filterRowsByDateRange';

const PACIFIC = 'America/Los_Angeles';
const rows = [
  { drug: 'Before', effectiveDate: '2024-05-24T23:59:59' },
  { drug: 'First day', effectiveDate: '2024-05-25T00:00:00' },
  { drug: 'Instant, last evening in clinic time', effectiveDate: '2024-06-01T06:59:00Z' },
  { drug: 'After', effectiveDate: '2024-06-01T00:00:00' },
  { drug: 'No date', effectiveDate: null },
];

describe('filterRowsByDateRange', () => {
  it('keeps the rows inside the range, both ends included, in clinic time', () => {
    const range = dateFilterRange('last7days', {
      now: new Date('2024-05-31T20:00:00Z'),
      timeZone: PACIFIC,
    });
    const kept = filterRowsByDateRange(rows, range, (row) => row.effectiveDate, PACIFIC);
    expect(kept.map((row) => row.drug)).toEqual(['First day', 'Instant, last evening in clinic time']);
  });

  it('keeps every row, undated ones too, for "all"', () => {
    expect(filterRowsByDateRange(rows, null, (row) => row.effectiveDate, PACIFIC)).toHaveLength(rows.length);
  });
});
