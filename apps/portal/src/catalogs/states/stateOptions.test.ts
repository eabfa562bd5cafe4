import { describe, expect, it } from 'vitest';
import { stateOptions } from './stateOptions';

const item = (name: string, code: string | null) => ({ id: crypto.randomUUID(), name, code, extra: {} });

describe('State select options', () => {
  it('keeps the USPS code and shows the name with it', () => {
    expect(stateOptions([item('Ohio', 'OH'), item('Texas', 'TX')], '')).toEqual([
      { value: 'OH', label: 'Ohio (OH)' },
      { value: 'TX', label: 'Texas (TX)' },
    ]);
  });

  it('keeps a value on record that the catalogue does not hold', () => {
    expect(stateOptions([item('Ohio', 'OH')], 'Bavaria')).toEqual([
      { value: 'Bavaria', label: 'Bavaria' },
      { value: 'OH', label: 'Ohio (OH)' },
    ]);
    expect(stateOptions([item('Ohio', 'OH')], 'OH')).toHaveLength(1);
  });

  it('uses the name when an item has no code', () => {
    expect(stateOptions([item('Puerto Rico', null)], '')).toEqual([
      { value: 'Puerto Rico', label: 'Puerto Rico' },
    ]);
  });
});
