import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './safeReturnTo';

describe('safeReturnTo', () => {
  it('keeps a path of the staff app', () => {
    expect(safeReturnTo('/patients/1?tab=a')).toBe('/patients/1?tab=a');
  });
  it('refuses other origins, sign-in itself and nothing at all', () => {
    for (const value of ['//evil.example', 'https://evil.example', '/signin?x', null, '']) {
      expect(safeReturnTo(value)).toBe('/patients');
    }
  });
});
