/**
 * How a limit counts, decided on plain values (epoch milliseconds) so that the rules are tested
 * without a database; limitStore.ts keeps the state in PostgreSQL.
 */

/** At most `max` hits per window, which starts at its first hit; optionally `gapMs` between hits. */
export interface WindowPolicy {
  kind: 'window';
  max: number;
  windowMs: number;
  gapMs?: number;
}

/**
 * Growing waits: the first `free` hits pass at once, then each hit makes the next one wait,
 * `firstDelayMs` doubling up to `maxDelayMs`. Forgotten `forgetAfterMs` after the last hit.
 */
export interface BackoffPolicy {
  kind: 'backoff';
  free: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export type LimitPolicy = WindowPolicy | BackoffPolicy;

/** A limit's state for one subject: hits so far, no hit before `nextAt`, forgotten at `resetAt`. */
export interface LimitState {
  hits: number;
  nextAt: number;
  resetAt: number;
}

/** No hits: what a subject never seen starts from (a count reset long ago). */
export const noHits: LimitState = { hits: 0, nextAt: 0, resetAt: 0 };

export type TakeDecision = { granted: true; next: LimitState } | { granted: false; retryAt: number };

const live = (state: LimitState, now: number) => (state.resetAt > now ? state : undefined);

/** The wait a backoff policy puts after its `hits`-th hit. */
function backoffDelay(policy: BackoffPolicy, hits: number): number {
  if (hits < policy.free) return 0;
  return Math.min(policy.firstDelayMs * 2 ** (hits - policy.free), policy.maxDelayMs);
}

/** One more hit now: granted with the state to store, or refused until `retryAt` (nothing changes). */
export function takeHit(policy: LimitPolicy, state: LimitState, now: number): TakeDecision {
  const current = live(state, now);
  if (current && current.nextAt > now) return { granted: false, retryAt: current.nextAt };
  const hits = (current?.hits ?? 0) + 1;
  if (policy.kind === 'backoff') {
    return {
      granted: true,
      next: { hits, nextAt: now + backoffDelay(policy, hits), resetAt: now + policy.forgetAfterMs },
    };
  }
  const resetAt = current?.resetAt ?? now + policy.windowMs;
  const nextAt = hits >= policy.max ? resetAt : Math.min(now + (policy.gapMs ?? 0), resetAt);
  return { granted: true, next: { hits, nextAt, resetAt } };
}

/**
 * Undoes one granted hit of a window, as if it had not been made (its gap goes with it); the
 * state to store, or undefined when there is nothing to undo.
 */
export function giveBackHit(policy: WindowPolicy, state: LimitState, now: number): LimitState | undefined {
  const current = live(state, now);
  if (!current || current.hits === 0) return undefined;
  const hits = current.hits - 1;
  return { hits, nextAt: hits >= policy.max ? current.nextAt : now, resetAt: current.resetAt };
}
