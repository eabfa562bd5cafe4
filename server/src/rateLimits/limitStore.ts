import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/database';
import { rateLimits } from '../db/schema/rateLimits';
import {
  giveBackHit,
  type LimitPolicy,
  type LimitState,
  noHits,
  takeHit,
  type WindowPolicy,
} from './limitPolicy';
import type { SubjectDigest } from './subjectDigest';

/** Granted, or refused for `retryAfterMs` more (by the store's clock). */
export type TakeResult = { granted: true } | { granted: false; retryAfterMs: number };

/**
 * Limits kept in PostgreSQL: every server on the database counts together, across restarts.
 * A limit is a `name` ('send-link-address'...) and a subject (an address, a network...).
 */
export interface LimitStore {
  /** Counts one hit for `subject` under the limit `name`, unless the limit refuses it now. */
  take(name: string, subject: string, policy: LimitPolicy): Promise<TakeResult>;
  /** Undoes one granted hit of a window (an attempt that turned out not to count). */
  giveBack(name: string, subject: string, policy: WindowPolicy): Promise<void>;
  /** Forgets the subject's count (a success resets its throttle). */
  clear(name: string, subject: string): Promise<void>;
  /** Remembers the subject under `name` for `forMs` (e.g. a network an account signed in from). */
  mark(name: string, subject: string, forMs: number): Promise<void>;
  isMarked(name: string, subject: string): Promise<boolean>;
  /** The keyed hash subjects are stored as, for other rows that must not name a subject either. */
  readonly digest: SubjectDigest;
}

export interface LimitStoreOptions {
  db: Database;
  digest: SubjectDigest;
  clock: () => Date;
}

/** Dead rows are deleted by whichever server checks a limit first once this has passed. */
const sweepEveryMs = 60_000;

type Row = typeof rateLimits.$inferSelect;
type Key = Pick<Row, 'name' | 'subjectHash'>;

const iso = (ms: number) => new Date(ms).toISOString();
const columnsOf = (state: LimitState) => ({
  hits: state.hits,
  nextAt: iso(state.nextAt),
  resetAt: iso(state.resetAt),
});
const stateOf = (row: Row): LimitState => ({
  hits: row.hits,
  nextAt: Date.parse(row.nextAt),
  resetAt: Date.parse(row.resetAt),
});
const where = (key: Key) => and(eq(rateLimits.name, key.name), eq(rateLimits.subjectHash, key.subjectHash));

/**
 * Each change locks its row (creating it first if need be), decides in limitPolicy.ts and writes
 * in one short transaction: requests for one subject take turns, on any number of servers.
 */
export function createLimitStore({ db, digest, clock }: LimitStoreOptions): LimitStore {
  let lastSweepAt = Number.NEGATIVE_INFINITY;

  const keyOf = (name: string, subject: string): Key => ({ name, subjectHash: digest(subject) });

  /**
   * The row of `key`, locked until the transaction ends. A missing row is inserted with no hits,
   * and the no-op update of an existing one takes its lock and returns it in the same statement.
   */
  const lockRow = async (tx: Transaction, key: Key): Promise<Row> => {
    const [row] = await tx
      .insert(rateLimits)
      .values({ ...key, ...columnsOf(noHits) })
      .onConflictDoUpdate({
        target: [rateLimits.name, rateLimits.subjectHash],
        set: { hits: sql`${rateLimits.hits}` },
      })
      .returning();
    if (!row) throw new Error(`rate limit ${key.name}: no row`);
    return row;
  };

  const change = <T>(
    key: Key,
    decide: (state: LimitState, now: number) => { outcome: T; next: LimitState | undefined },
  ): Promise<T> =>
    db.transaction(async (tx) => {
      const { outcome, next } = decide(stateOf(await lockRow(tx, key)), clock().getTime());
      if (next) {
        await tx.update(rateLimits).set(columnsOf(next)).where(where(key));
      }
      return outcome;
    });

  const sweep = async (now: number) => {
    if (now - lastSweepAt < sweepEveryMs) return;
    lastSweepAt = now;
    await db.delete(rateLimits).where(lt(rateLimits.resetAt, iso(now)));
  };

  return {
    digest,
    async take(name, subject, policy) {
      await sweep(clock().getTime());
      return change<TakeResult>(keyOf(name, subject), (state, now) => {
        const decision = takeHit(policy, state, now);
        return decision.granted
          ? { outcome: { granted: true }, next: decision.next }
          : { outcome: { granted: false, retryAfterMs: decision.retryAt - now }, next: undefined };
      });
    },
    async giveBack(name, subject, policy) {
      await change(keyOf(name, subject), (state, now) => ({
        outcome: undefined,
        next: giveBackHit(policy, state, now),
      }));
    },
    async clear(name, subject) {
      await db.delete(rateLimits).where(where(keyOf(name, subject)));
    },
    async mark(name, subject, forMs) {
      const now = clock().getTime();
      const values = columnsOf({ hits: 1, nextAt: now, resetAt: now + forMs });
      await db
        .insert(rateLimits)
        .values({ ...keyOf(name, subject), ...values })
        .onConflictDoUpdate({ target: [rateLimits.name, rateLimits.subjectHash], set: values });
    },
    async isMarked(name, subject) {
      const [row] = await db
        .select()
        .from(rateLimits)
        .where(where(keyOf(name, subject)));
      return row !== undefined && Date.parse(row.resetAt) > clock().getTime();
    },
  };
}
