interface Limit {
  max: number;
  windowMs: number;
}

/** SendLink limits (issue 5), the same for known and unknown addresses. */
export const sendLinkAddressLimits: readonly Limit[] = [
  { max: 1, windowMs: 60_000 },
  { max: 5, windowMs: 60 * 60_000 },
];
export const sendLinkIpLimit: Limit = { max: 30, windowMs: 5 * 60_000 };

const sweepEveryCalls = 1_000;

/** One sliding window per key, keeping at most `max` instants per key: a flood costs no memory. */
class SlidingWindow {
  private readonly hits = new Map<string, number[]>();
  constructor(private readonly limit: Limit) {}

  private live(key: string, at: number): number[] {
    const live = (this.hits.get(key) ?? []).filter((t) => at - t < this.limit.windowMs);
    if (live.length > 0) this.hits.set(key, live);
    else this.hits.delete(key);
    return live;
  }

  isFull(key: string, at: number): boolean {
    return this.live(key, at).length >= this.limit.max;
  }

  record(key: string, at: number): void {
    this.hits.set(key, [...this.live(key, at), at].slice(-this.limit.max));
  }

  sweep(at: number): void {
    for (const key of [...this.hits.keys()]) this.live(key, at);
  }
}

export interface SendLinkLimiter {
  /** Whether a link may be queued now; records the attempt. Never touches the database. */
  allow(ip: string, email: string): boolean;
}

/**
 * Kept in memory: the check costs the same for every address and leaves no trace of it in the
 * database. One server process counts alone (several servers would each count apart).
 */
export function createSendLinkLimiter(now: () => number = Date.now): SendLinkLimiter {
  const ipWindow = new SlidingWindow(sendLinkIpLimit);
  const addressWindows = sendLinkAddressLimits.map((limit) => new SlidingWindow(limit));
  let calls = 0;

  return {
    allow(ip, email) {
      const at = now();
      calls += 1;
      if (calls % sweepEveryCalls === 0) for (const w of [ipWindow, ...addressWindows]) w.sweep(at);
      // Refused requests count against their IP too, so a steady flood stays refused.
      const ipFull = ipWindow.isFull(ip, at);
      ipWindow.record(ip, at);
      if (ipFull) return false;
      // Only queued links count against an address: a refused request does not extend the wait.
      if (addressWindows.some((w) => w.isFull(email, at))) return false;
      for (const w of addressWindows) w.record(email, at);
      return true;
    },
  };
}
