import { describe, expect, it } from 'vitest';
import { isPlaceholderVersionId, PLACEHOLDER_VERSION_ID } from './placeholderVersionId';

describe('placeholder version id', () => {
  it('marks a new, unsaved version', () => {
    expect(isPlaceholderVersionId(PLACEHOLDER_VERSION_ID)).toBe(true);
    expect(isPlaceholderVersionId(undefined)).toBe(true);
    expect(isPlaceholderVersionId('')).toBe(true);
  });

  it('does not mark a saved version', () => {
    expect(isPlaceholderVersionId('3f1c2a9e-6b7d-4e21-9f00-1a2b3c4d5e6f')).toBe(false);
  });
});
