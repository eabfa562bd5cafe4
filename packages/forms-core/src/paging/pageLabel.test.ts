import { describe, expect, it } from 'vitest';
import { pageLabel } from './pageLabel';

describe('pageLabel', () => {
  it('reads "Page X of Y" counting from one', () => {
    expect(pageLabel(0, 3)).toBe('Page 1 of 3');
    expect(pageLabel(2, 3)).toBe('Page 3 of 3');
  });

  it('shows no label for a single page', () => {
    expect(pageLabel(0, 1)).toBeNull();
  });
});
