import { describe, expect, it } from 'vitest';
import { clampToMinimum } from './clampToMinimum';

describe('clampToMinimum', () => {
  it('raises a value below its minimum to the minimum', () => {
    expect(clampToMinimum(-3, 0)).toBe(0);
    expect(clampToMinimum(0, 1)).toBe(1);
    expect(clampToMinimum(Number.NaN, 1)).toBe(1);
  });

  it('keeps a value at or above the minimum, and an unset one', () => {
    expect(clampToMinimum(4, 1)).toBe(4);
    expect(clampToMinimum(1, 1)).toBe(1);
    expect(clampToMinimum(null, 0)).toBeNull();
  });
});
