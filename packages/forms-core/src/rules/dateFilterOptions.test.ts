import { describe, expect, it } from 'vitest';
import {
  EMAR_DATE_FILTERS,
  EMAR_DEFAULT_DATE_FILTER,
  PRESCRIBING_DATE_FILTERS,
  PRESCRIBING_DEFAULT_DATE_FILTER,
} from './dateFilterOptions';

describe('date filter options', () => {
  it('offer "all" by default for the prescribing integration', () => {
    expect(PRESCRIBING_DATE_FILTERS).toEqual(['all', 'currentday', 'last7days', 'last30days', 'last3months']);
    expect(PRESCRIBING_DEFAULT_DATE_FILTER).toBe('all');
  });

  it('offer the current day by default for eMAR, without "all"', () => {
    expect(EMAR_DATE_FILTERS).toEqual(['currentday', 'last7days', 'last30days', 'last3months']);
    expect(EMAR_DEFAULT_DATE_FILTER).toBe('currentday');
  });
});
