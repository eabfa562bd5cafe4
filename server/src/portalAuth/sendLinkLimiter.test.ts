import { describe, expect, it } from 'vitest';
import { createSendLinkLimiter } from './sendLinkLimiter';

const minute = 60_000;

describe('SendLink limits', () => {
  it('lets one link a minute and five an hour through per address', () => {
    let now = 0;
    const limiter = createSendLinkLimiter(() => now);
    const allowed: number[] = [];
    // One try every 30 seconds for an hour, each from its own IP.
    for (let i = 0; i < 120; i += 1) {
      now = i * 30_000;
      if (limiter.allow(`10.0.0.${i}`, 'a@example.org')) allowed.push(now / minute);
    }
    expect(allowed).toEqual([0, 1, 2, 3, 4]);
    now = 60 * minute;
    expect(limiter.allow('10.0.1.1', 'a@example.org')).toBe(true);
  });

  it('counts a refused request against nobody but its IP', () => {
    let now = 0;
    const limiter = createSendLinkLimiter(() => now);
    expect(limiter.allow('1.1.1.1', 'b@example.org')).toBe(true);
    now = 59_000;
    expect(limiter.allow('1.1.1.1', 'b@example.org')).toBe(false);
    now = minute;
    expect(limiter.allow('1.1.1.1', 'b@example.org')).toBe(true);
    expect(limiter.allow('1.1.1.1', 'c@example.org')).toBe(true);
  });

  it('lets 30 requests in 5 minutes through per IP, whatever the addresses', () => {
    let now = 0;
    const limiter = createSendLinkLimiter(() => now);
    const answers = Array.from({ length: 40 }, (_, i) => limiter.allow('2.2.2.2', `x${i}@example.org`));
    expect(answers.filter(Boolean)).toHaveLength(30);
    expect(limiter.allow('3.3.3.3', 'y@example.org')).toBe(true);
    now = 5 * minute;
    expect(limiter.allow('2.2.2.2', 'z@example.org')).toBe(true);
  });
});
