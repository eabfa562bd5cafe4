import type { PortalPrincipal, StaffPrincipal } from './principals';
import type { Audience } from './sessionToken';

/**
 * Session tokens (bearer or cookie) checked in the last second: signature, claims, session and
 * user or patient link. Without it every request costs an HMAC check (WebCrypto, slower than the
 * read it guards) and two or three queries before its handler runs; with it a busy client costs
 * them once a second. An entry is the exact token string already verified, so skipping the
 * signature check is safe, and it never outlives the token's expiry. Revocations in this
 * process (sign-out, switch patient, ended portal access, a disabled staff user) forget
 * entries at once; one made elsewhere (another server process on the same database) takes
 * effect within `ttlMs`.
 *
 * When an entry runs out, a busy client's next requests arrive together: they share one check
 * (`checkOnce`) rather than each verifying the token and querying its session.
 */
const ttlMs = 1000;
const maxEntries = 10_000;

type Principal = StaffPrincipal | PortalPrincipal;

/** What a checked token stands for. */
export interface CheckedToken {
  principal: Principal;
  /** The token's identity claim, to sign its renewal. */
  sid: Record<string, unknown>;
  issuedAtMs: number;
}

interface Entry extends CheckedToken {
  audience: Audience;
  sessionId: string;
  until: number;
}

/** What a check of the token found, to remember. */
export type CheckOutcome =
  | (CheckedToken & { audience: Audience; sessionId: string; expiresAtMs: number })
  | undefined;

const entries = new Map<string, Entry>();
/** Checks under way, by audience and token. */
const running = new Map<string, Promise<CheckOutcome>>();
/** Counts revocations, so a check that one overtook is not remembered. */
let revocations = 0;

function revoked(): void {
  revocations += 1;
  // Requests after a revocation start their own check rather than join an earlier one.
  running.clear();
}

export const sessionCache = {
  get(token: string, audience: Audience, now = Date.now()): CheckedToken | undefined {
    const entry = entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= now || entry.audience !== audience) {
      entries.delete(token);
      return undefined;
    }
    return entry;
  },
  set(token: string, checked: NonNullable<CheckOutcome>, now = Date.now()): void {
    // Map keeps insertion order: when full, the oldest entry goes first.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const { expiresAtMs, ...entry } = checked;
    entries.set(token, { ...entry, until: Math.min(now + ttlMs, expiresAtMs) });
  },
  /**
   * The outcome of `check`, run once for every request that asks about the same token while
   * it runs, and remembered unless a revocation came first.
   */
  checkOnce(token: string, audience: Audience, check: () => Promise<CheckOutcome>): Promise<CheckOutcome> {
    const key = `${audience} ${token}`;
    const underWay = running.get(key);
    if (underWay) return underWay;
    const revocationsAtStart = revocations;
    const outcome = check()
      .then((checked) => {
        if (checked && revocations === revocationsAtStart) sessionCache.set(token, checked);
        return checked;
      })
      .finally(() => {
        if (running.get(key) === outcome) running.delete(key);
      });
    running.set(key, outcome);
    return outcome;
  },
  /** Every token of a session (a renewed token is a second one). */
  forget(sessionId: string): void {
    revoked();
    for (const [token, entry] of entries) if (entry.sessionId === sessionId) entries.delete(token);
  },
  /** After a change that may end many sessions (a login's access, a staff user disabled). */
  clear(): void {
    revoked();
    entries.clear();
  },
};
