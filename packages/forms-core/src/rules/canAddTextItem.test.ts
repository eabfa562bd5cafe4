import { describe, expect, it } from 'vitest';
import { canAddTextItem } from './canAddTextItem';

describe('canAddTextItem', () => {
  it('adds an item with text and ignores a blank one', () => {
    expect(canAddTextItem('Option 3')).toBe(true);
    expect(canAddTextItem('  ')).toBe(false);
  });
});
