import { describe, expect, it } from 'vitest';
import { formatFileSize } from './formatFileSize';

describe('formatFileSize', () => {
  it('shows sizes in kB under a megabyte and in MB above, in the page language', () => {
    expect(formatFileSize(68, 'en')).toBe('0.1 kB');
    expect(formatFileSize(860_160, 'en')).toBe('840 kB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'en')).toBe('2.5 MB');
    expect(formatFileSize(2.5 * 1024 * 1024, 'es')).toBe('2,5 MB');
  });
});
