import { describe, expect, it } from 'vitest';
import { canAddWeightedItem } from './canAddWeightedItem';

describe('canAddWeightedItem', () => {
  it('adds an item with text and a value, zero included', () => {
    expect(canAddWeightedItem({ text: 'Never', value: 0 })).toBe(true);
    expect(canAddWeightedItem({ text: 'Often', value: '3' })).toBe(true);
  });

  it('refuses a blank text', () => {
    expect(canAddWeightedItem({ text: ' ', value: 2 })).toBe(false);
  });

  it('refuses a missing or non-numeric value', () => {
    for (const value of [null, undefined, '', ' ', 'abc']) {
      expect(canAddWeightedItem({ text: 'Often', value })).toBe(false);
    }
  });
});
