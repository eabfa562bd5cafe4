import { describe, expect, it } from 'vitest';
import { structurallyEqual } from './structurallyEqual';

describe('structurallyEqual', () => {
  it('ignores the order of object keys, at any depth', () => {
    expect(structurallyEqual({ a: 1, b: { c: [1, 2], d: 'x' } }, { b: { d: 'x', c: [1, 2] }, a: 1 })).toBe(
      true,
    );
  });

  it('respects the order of array items', () => {
    expect(structurallyEqual({ rows: ['Row1', 'Row2'] }, { rows: ['Row2', 'Row1'] })).toBe(false);
  });

  it('sees any changed value, added key or type change', () => {
    expect(structurallyEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(structurallyEqual({ a: 1 }, { a: 1, b: null })).toBe(false);
    expect(structurallyEqual({ a: [] }, { a: {} })).toBe(false);
    expect(structurallyEqual({ a: '1' }, { a: 1 })).toBe(false);
  });

  it('treats a key holding undefined as a missing key', () => {
    expect(structurallyEqual({ a: 1, b: undefined }, { a: 1 })).toBe(true);
  });
});
