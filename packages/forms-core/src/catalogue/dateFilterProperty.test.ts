import { describe, expect, it } from 'vitest';
import { emarDateFilterProperty, prescribingDateFilterProperty } from './dateFilterProperty';

describe('date filter property', () => {
  it('offers the prescribing filters, labelled, "all" by default', () => {
    expect(prescribingDateFilterProperty.choices).toEqual([
      { value: 'all', label: 'All' },
      { value: 'currentday', label: 'Current day' },
      { value: 'last7days', label: 'Last 7 days' },
      { value: 'last30days', label: 'Last 30 days' },
      { value: 'last3months', label: 'Last 3 months' },
    ]);
    expect(prescribingDateFilterProperty.default).toBe('all');
  });

  it('offers eMAR no "all" and the current day by default', () => {
    expect(emarDateFilterProperty.choices?.map((choice) => choice.value)).toEqual([
      'currentday',
      'last7days',
      'last30days',
      'last3months',
    ]);
    expect(emarDateFilterProperty.default).toBe('currentday');
  });
});
