import { describe, expect, it } from 'vitest';
import type { StaffPrincipal } from './principals';
import { sessionCache } from './sessionCache';

const principal: StaffPrincipal = {
  kind: 'staff',
  sessionId: 's1',
  staffUserId: 'u1',
  roles: ['staff'],
  advancedOptions: false,
};

const checked = (sessionId: string, expiresAtMs = 1e12) => ({
  principal: { ...principal, sessionId },
  sid: { sessionId, staffUserId: 'u1' },
  issuedAtMs: 9_000,
  audience: 'core' as const,
  sessionId,
  expiresAtMs,
});

describe('sessionCache', () => {
  it('keeps a checked token for one second, for its own audience only', () => {
    sessionCache.set('token-1', checked('s1'), 10_000);
    expect(sessionCache.get('token-1', 'core', 10_500)).toMatchObject({
      principal: { sessionId: 's1' },
      issuedAtMs: 9_000,
    });
    expect(sessionCache.get('token-1', 'portal', 10_500)).toBeUndefined();
    sessionCache.set('token-1', checked('s1'), 10_000);
    expect(sessionCache.get('token-1', 'core', 11_000)).toBeUndefined();
  });

  it('never keeps a token past its expiry', () => {
    sessionCache.set('token-1', checked('s1', 10_200), 10_000);
    expect(sessionCache.get('token-1', 'core', 10_100)).toBeDefined();
    expect(sessionCache.get('token-1', 'core', 10_200)).toBeUndefined();
  });

  it('forgets every token of a revoked session at once, and everything after a wider change', () => {
    sessionCache.set('token-1', checked('s1'), 10_000);
    sessionCache.set('token-1-renewed', checked('s1'), 10_000);
    sessionCache.set('token-2', checked('s2'), 10_000);
    sessionCache.forget('s1');
    expect(sessionCache.get('token-1', 'core', 10_001)).toBeUndefined();
    expect(sessionCache.get('token-1-renewed', 'core', 10_001)).toBeUndefined();
    expect(sessionCache.get('token-2', 'core', 10_001)).toBeDefined();
    sessionCache.clear();
    expect(sessionCache.get('token-2', 'core', 10_001)).toBeUndefined();
  });
});
