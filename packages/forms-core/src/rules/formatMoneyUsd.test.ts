import { describe, expect, it } from 'vitest';
import { formatMoneyUsd } from './formatMoneyUsd';

describe('formatMoneyUsd', () => {
  it('shows amounts in US dollars with cents', () => {
    expect(formatMoneyUsd(1234.5)).toBe('$1,234.50');
    expect(formatMoneyUsd('75')).toBe('$75.00');
    expect(formatMoneyUsd(-5)).toBe('-$5.00');
  });

  it('shows "--" when there is no amount', () => {
    for (const amount of [null, undefined, '', 'abc']) expect(formatMoneyUsd(amount)).toBe('--');
  });
});
