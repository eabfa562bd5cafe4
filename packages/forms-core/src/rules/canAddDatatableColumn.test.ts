import { describe, expect, it } from 'vitest';
import { canAddDatatableColumn } from './canAddDatatableColumn';

describe('canAddDatatableColumn', () => {
  it('adds a named column of each type', () => {
    for (const type of ['select', 'date', 'time', 'plain']) {
      expect(canAddDatatableColumn({ text: 'Dose', type })).toBe(true);
    }
  });

  it('refuses a blank name or no type chosen', () => {
    expect(canAddDatatableColumn({ text: '  ', type: 'plain' })).toBe(false);
    expect(canAddDatatableColumn({ text: 'Dose', type: null })).toBe(false);
    expect(canAddDatatableColumn({ text: 'Dose', type: 'number' })).toBe(false);
  });
});
