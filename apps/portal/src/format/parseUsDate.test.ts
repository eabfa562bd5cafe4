import { describe, expect, it } from 'vitest';
import { maskUsDate, parseUsDate } from './parseUsDate';

describe('parseUsDate', () => {
  it('reads MM/DD/YYYY and M/D/YYYY as an ISO date', () => {
    expect(parseUsDate('04/12/1990')).toBe('1990-04-12');
    expect(parseUsDate(' 4/2/1990 ')).toBe('1990-04-02');
  });
  it('refuses impossible and malformed dates', () => {
    expect(parseUsDate('02/30/2020')).toBeNull();
    expect(parseUsDate('1990-04-12')).toBeNull();
    expect(parseUsDate('')).toBeNull();
  });
  it('masks digits with slashes', () => {
    expect(maskUsDate('04121990')).toBe('04/12/1990');
    expect(maskUsDate('041')).toBe('04/1');
    expect(maskUsDate('04/12/1990')).toBe('04/12/1990');
  });
});
