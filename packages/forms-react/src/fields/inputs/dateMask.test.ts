import { describe, expect, it } from 'vitest';
import { emittedDate, maskDate, maskedToIso, storedToMasked } from './dateMask';

describe('date mask MM/DD/YYYY', () => {
  it.each([
    ['0', '0'],
    ['031', '03/1'],
    ['03152024', '03/15/2024'],
    ['03/15/20245', '03/15/2024'],
    ['3/', '03/'],
    ['03/5/', '03/05/'],
    ['ab12cd', '12'],
  ])('masks %s as %s', (typed, masked) => expect(maskDate(typed)).toBe(masked));

  it('emits ISO only once a full real date parses', () => {
    expect(maskedToIso('03/15/2024')).toBe('2024-03-15');
    expect(maskedToIso('02/29/2024')).toBe('2024-02-29');
    expect(maskedToIso('02/30/2023')).toBeNull();
    expect(maskedToIso('13/01/2024')).toBeNull();
    expect(emittedDate('03/15/202')).toBe('03/15/202');
    expect(emittedDate('')).toBeNull();
  });

  it('shows a stored ISO date masked', () => {
    expect(storedToMasked('2024-03-15')).toBe('03/15/2024');
    expect(storedToMasked('03/1')).toBe('03/1');
    expect(storedToMasked(null)).toBe('');
  });
});
