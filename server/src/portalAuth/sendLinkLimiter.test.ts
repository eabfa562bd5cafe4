import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { clientNetwork } from '../rateLimits/clientNetwork';
import { createLimitStore, type LimitStore } from '../rateLimits/limitStore';
import { createSubjectDigest } from '../rateLimits/subjectDigest';
import { openTestDatabase } from '../testing/openTestDatabase';
import { mayQueueSignInLink } from './sendLinkLimiter';

const minute = 60_000;

describe('SendLink limits', () => {
  let database: DatabaseHandle;
  let limits: LimitStore;
  let now = Date.parse('2030-01-01T00:00:00Z');
  const allow = (ip: string, email: string) => mayQueueSignInLink(limits, clientNetwork(ip), email);

  beforeAll(async () => {
    database = await openTestDatabase();
    limits = createLimitStore({
      db: database.db,
      digest: createSubjectDigest(crypto.randomBytes(64)),
      clock: () => new Date(now),
    });
  });
  afterAll(async () => {
    await database.close();
  });

  it('lets one link a minute and five an hour through per address and network', async () => {
    const start = now;
    const allowed: number[] = [];
    // One try every 30 seconds for an hour, each from its own address in one /24.
    for (let i = 0; i < 120; i += 1) {
      now = start + i * 30_000;
      if (await allow(`192.0.2.${i + 1}`, 'a@example.org')) allowed.push((now - start) / minute);
    }
    expect(allowed).toEqual([0, 1, 2, 3, 4]);
    now = start + 60 * minute;
    expect(await allow('192.0.2.200', 'a@example.org')).toBe(true);
  });

  it('gives every network a budget of its own for the same address', async () => {
    for (let i = 0; i < 5; i += 1) {
      now += minute;
      expect(await allow('198.51.100.1', 'b@example.org')).toBe(true);
    }
    now += minute;
    expect(await allow('198.51.100.1', 'b@example.org')).toBe(false);
    expect(await allow('203.0.113.9', 'b@example.org')).toBe(true);
    expect(await allow('2001:db8:0:1::9', 'b@example.org')).toBe(true);
  });

  it('lets 30 requests in 5 minutes through per client, whatever the addresses', async () => {
    const answers: boolean[] = [];
    for (let i = 0; i < 40; i += 1) answers.push(await allow('198.51.100.77', `x${i}@example.org`));
    expect(answers.filter(Boolean)).toHaveLength(30);
    expect(await allow('198.51.100.78', 'y@example.org')).toBe(true);
    now += 5 * minute;
    expect(await allow('198.51.100.77', 'z@example.org')).toBe(true);
  });

  it('counts a request refused for its address against its client', async () => {
    now += 10 * minute;
    expect(await allow('192.0.2.50', 'c@example.org')).toBe(true);
    for (let i = 0; i < 29; i += 1) expect(await allow('192.0.2.50', 'c@example.org')).toBe(false);
    expect(await allow('192.0.2.50', 'd@example.org')).toBe(false);
  });
});
