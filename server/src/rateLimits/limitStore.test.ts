import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/database';
import { rateLimits } from '../db/schema';
import { openTestDatabase } from '../testing/openTestDatabase';
import type { BackoffPolicy, WindowPolicy } from './limitPolicy';
import { createLimitStore } from './limitStore';
import { createSubjectDigest } from './subjectDigest';

const minute = 60_000;
const threePerTenMinutes: WindowPolicy = { kind: 'window', max: 3, windowMs: 10 * minute };
const slowDown: BackoffPolicy = {
  kind: 'backoff',
  free: 2,
  firstDelayMs: minute,
  maxDelayMs: 10 * minute,
  forgetAfterMs: 60 * minute,
};

describe('limits in the database', () => {
  let database: DatabaseHandle;
  let now = Date.parse('2030-01-01T00:00:00Z');
  const serverKey = crypto.randomBytes(64);
  /** A server's store: every server on the database derives the same digest from the same key. */
  const server = () =>
    createLimitStore({ db: database.db, digest: createSubjectDigest(serverKey), clock: () => new Date(now) });

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('counts one limit together on every server, and across a restart', async () => {
    const [a, b] = [server(), server()];
    expect((await a.take('test-window', 'shared@example.org', threePerTenMinutes)).granted).toBe(true);
    expect((await b.take('test-window', 'shared@example.org', threePerTenMinutes)).granted).toBe(true);
    expect((await a.take('test-window', 'shared@example.org', threePerTenMinutes)).granted).toBe(true);
    const restarted = server();
    expect(await restarted.take('test-window', 'shared@example.org', threePerTenMinutes)).toEqual({
      granted: false,
      retryAfterMs: 10 * minute,
    });
    expect((await restarted.take('test-window', 'other@example.org', threePerTenMinutes)).granted).toBe(true);
  });

  it('grants exactly the limit to parallel requests on two servers', async () => {
    const [a, b] = [server(), server()];
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 ? a : b).take('test-window', 'parallel@example.org', threePerTenMinutes),
      ),
    );
    expect(answers.filter((answer) => answer.granted)).toHaveLength(3);
  });

  it('throttles with growing waits until cleared', async () => {
    const store = server();
    const take = () => store.take('test-backoff', 'account@example.org', slowDown);
    expect((await take()).granted).toBe(true);
    expect((await take()).granted).toBe(true);
    expect(await take()).toEqual({ granted: false, retryAfterMs: minute });
    now += minute;
    expect((await take()).granted).toBe(true);
    expect(await take()).toEqual({ granted: false, retryAfterMs: 2 * minute });
    await store.clear('test-backoff', 'account@example.org');
    expect((await take()).granted).toBe(true);
  });

  it('gives back a hit that did not count', async () => {
    const store = server();
    for (let i = 0; i < 3; i += 1) await store.take('test-window', 'give-back', threePerTenMinutes);
    expect((await store.take('test-window', 'give-back', threePerTenMinutes)).granted).toBe(false);
    await store.giveBack('test-window', 'give-back', threePerTenMinutes);
    expect((await store.take('test-window', 'give-back', threePerTenMinutes)).granted).toBe(true);
  });

  it('remembers a mark for its time only', async () => {
    const store = server();
    await store.mark('test-mark', 'account@example.org 192.0.2.0/24', 30 * minute);
    expect(await store.isMarked('test-mark', 'account@example.org 192.0.2.0/24')).toBe(true);
    expect(await store.isMarked('test-mark', 'account@example.org 198.51.100.0/24')).toBe(false);
    now += 30 * minute;
    expect(await store.isMarked('test-mark', 'account@example.org 192.0.2.0/24')).toBe(false);
  });

  it('stores no address in clear, and deletes dead rows as it goes', async () => {
    const store = server();
    await store.take('test-window', 'patient@example.org 203.0.113.0/24', threePerTenMinutes);
    const stored = JSON.stringify(await database.db.select().from(rateLimits));
    expect(stored).not.toMatch(/@example\.org|203\.0\.113|192\.0\.2/);

    now += 2 * 60 * minute; // every row above has reached its reset time
    await store.take('test-window', 'fresh', threePerTenMinutes);
    const left = await database.db.select().from(rateLimits);
    expect(left).toHaveLength(1);
    expect(left[0]?.hits).toBe(1);
  });
});
