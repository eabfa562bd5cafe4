import type { PortalPrincipal, StaffPrincipal } from './principals';
import type { Audience } from './sessionToken';

/**
 * Bearer tokens checked in the last second: signature, claims, session and user or patient
 * link. Without it every request costs an HMAC check (WebCrypto, slower than the read it
 * guards) and two or three queries before its handler runs; with it a busy client costs them
 * once a second. An entry is the exact token string already verified, so skipping the
 * signature check is safe, and it never outlives the token's expiry. Revocations in this
 * process (sign-out, switch patient, ended portal access, a disabled staff user) forget
 * entries at once; one made elsewhere (another server process on the same database) takes
 * effect within `ttlMs`.
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

const entries = new Map<string, Entry>();

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
  set(
    token: string,
    checked: CheckedToken & { audience: Audience; sessionId: string; expiresAtMs: number },
    now = Date.now(),
  ): void {
    // Map keeps insertion order: when full, the oldest entry goes first.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    const { expiresAtMs, ...entry } = checked;
    entries.set(token, { ...entry, until: Math.min(now + ttlMs, expiresAtMs) });
  },
  /** Every token of a session (a renewed token is a second one). */
  forget(sessionId: string): void {
    for (const [token, entry] of entries) if (entry.sessionId === sessionId) entries.delete(token);
  },
  /** After a change that may end many sessions (a login's access, a staff user disabled). */
  clear(): void {
    entries.clear();
  },
};
