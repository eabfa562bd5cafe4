import { describe, expect, it } from 'vitest';
import { type BackoffPolicy, giveBackHit, noHits, takeHit, type WindowPolicy } from './limitPolicy';

const minute = 60_000;

/** Takes a hit at each instant, keeping the state as a store would; the instants granted. */
function granted(policy: WindowPolicy | BackoffPolicy, instants: number[]): number[] {
  let state = noHits;
  const through: number[] = [];
  for (const at of instants) {
    const decision = takeHit(policy, state, at);
    if (decision.granted) {
      state = decision.next;
      through.push(at);
    }
  }
  return through;
}

const everyHalfMinute = (minutes: number) => Array.from({ length: minutes * 2 }, (_, i) => i * 30_000);

describe('window limits', () => {
  const fivePerHourAMinuteApart: WindowPolicy = {
    kind: 'window',
    max: 5,
    windowMs: 60 * minute,
    gapMs: minute,
  };

  it('lets one hit a minute and five an hour through, then a fresh window', () => {
    expect(granted(fivePerHourAMinuteApart, everyHalfMinute(61)).map((at) => at / minute)).toEqual([
      0, 1, 2, 3, 4, 60,
    ]);
  });

  it('refuses until the window ends once full, and says when', () => {
    const policy: WindowPolicy = { kind: 'window', max: 2, windowMs: 10 * minute };
    const first = takeHit(policy, noHits, 0);
    if (!first.granted) throw new Error('the first hit passes');
    const second = takeHit(policy, first.next, minute);
    if (!second.granted) throw new Error('the second hit passes');
    expect(takeHit(policy, second.next, 2 * minute)).toEqual({ granted: false, retryAt: 10 * minute });
    expect(takeHit(policy, second.next, 10 * minute).granted).toBe(true);
  });

  it('gives a hit back as if it had not been made', () => {
    const policy: WindowPolicy = { kind: 'window', max: 2, windowMs: 10 * minute };
    const full = { hits: 2, nextAt: 10 * minute, resetAt: 10 * minute };
    const back = { hits: 1, nextAt: minute, resetAt: 10 * minute };
    expect(giveBackHit(policy, full, minute)).toEqual(back);
    expect(takeHit(policy, back, minute).granted).toBe(true);
    expect(giveBackHit(policy, full, 10 * minute)).toBeUndefined();
  });
});

describe('backoff limits', () => {
  const policy: BackoffPolicy = {
    kind: 'backoff',
    free: 3,
    firstDelayMs: minute,
    maxDelayMs: 5 * minute,
    forgetAfterMs: 60 * minute,
  };

  it('lets the free hits through at once, then waits longer after each: 1, 2, 4, then at most 5 minutes', () => {
    let state = noHits;
    let at = 0;
    const waits: number[] = [];
    for (let hit = 1; hit <= 7; hit += 1) {
      const decision = takeHit(policy, state, at);
      if (!decision.granted) throw new Error(`hit ${hit} is let through once its wait is over`);
      state = decision.next;
      waits.push((state.nextAt - at) / minute);
      const early = takeHit(policy, state, state.nextAt - 1);
      if (state.nextAt > at) expect(early).toEqual({ granted: false, retryAt: state.nextAt });
      at = state.nextAt;
    }
    expect(waits).toEqual([0, 0, 1, 2, 4, 5, 5]);
  });

  it('forgets the count an hour after the last hit', () => {
    const tired = { hits: 6, nextAt: 5 * minute, resetAt: 60 * minute };
    expect(takeHit(policy, tired, 59 * minute)).toMatchObject({ granted: true, next: { hits: 7 } });
    expect(takeHit(policy, tired, 60 * minute)).toMatchObject({ granted: true, next: { hits: 1 } });
  });
});
