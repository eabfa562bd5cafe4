import { describe, expect, it } from 'vitest';
import { addressErrors } from './addressRules';

describe('addressErrors', () => {
  it('takes five digits or ZIP+4, and nothing', () => {
    expect(addressErrors({ zip: '97232', state: '' })).toEqual({});
    expect(addressErrors({ zip: '97232-1234', state: '' })).toEqual({});
    expect(addressErrors({ zip: '', state: '' })).toEqual({});
  });

  it('refuses a short or malformed ZIP', () => {
    for (const zip of ['9723', '972321', '97232-12', 'ABCDE'])
      expect(addressErrors({ zip, state: '' })).toEqual({ zip: 'wizard.errors.zip' });
  });

  it('refuses a State the catalogue does not hold, once the catalogue is known', () => {
    const known = new Set(['OH', 'OR']);
    expect(addressErrors({ zip: '', state: 'OH' }, known)).toEqual({});
    expect(addressErrors({ zip: '', state: 'Ohio' }, known)).toEqual({ state: 'wizard.errors.state' });
    expect(addressErrors({ zip: '', state: 'Ohio' })).toEqual({});
  });
});
