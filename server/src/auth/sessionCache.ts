import type { PortalPrincipal, StaffPrincipal } from './principals';
import type { Audience } from './sessionToken';

/**
 * Principals of sessions checked against the database in the last second. Without it every
 * request costs two or three queries before its handler runs (session, user or link, touch);
 * with it a busy client costs them once a second. Revocations in this process (sign-out,
 * switch patient, ended portal access, a disabled staff user) forget entries at once; one
 * made elsewhere (another server process on the same database) takes effect within `ttlMs`.
 */
const ttlMs = 1000;
const maxEntries = 10_000;

type Principal = StaffPrincipal | PortalPrincipal;

interface Entry {
  audience: Audience;
  principal: Principal;
  until: number;
}

const entries = new Map<string, Entry>();

export const sessionCache = {
  get(sessionId: string, audience: Audience, now = Date.now()): Principal | undefined {
    const entry = entries.get(sessionId);
    if (!entry) return undefined;
    if (entry.until <= now || entry.audience !== audience) {
      entries.delete(sessionId);
      return undefined;
    }
    return entry.principal;
  },
  set(sessionId: string, audience: Audience, principal: Principal, now = Date.now()): void {
    // Map keeps insertion order: when full, the oldest entry goes first.
    if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
    entries.set(sessionId, { audience, principal, until: now + ttlMs });
  },
  forget(sessionId: string): void {
    entries.delete(sessionId);
  },
  /** After a change that may end many sessions (a login's access, a staff user disabled). */
  clear(): void {
    entries.clear();
  },
};
