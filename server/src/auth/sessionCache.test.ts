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

describe('sessionCache', () => {
  it('keeps a checked session for one second, for its own audience only', () => {
    sessionCache.set('s1', 'core', principal, 10_000);
    expect(sessionCache.get('s1', 'core', 10_500)).toBe(principal);
    expect(sessionCache.get('s1', 'portal', 10_500)).toBeUndefined();
    sessionCache.set('s1', 'core', principal, 10_000);
    expect(sessionCache.get('s1', 'core', 11_000)).toBeUndefined();
  });

  it('forgets a revoked session at once, and everything after a wider change', () => {
    sessionCache.set('s1', 'core', principal, 10_000);
    sessionCache.set('s2', 'core', { ...principal, sessionId: 's2' }, 10_000);
    sessionCache.forget('s1');
    expect(sessionCache.get('s1', 'core', 10_001)).toBeUndefined();
    expect(sessionCache.get('s2', 'core', 10_001)).toBeDefined();
    sessionCache.clear();
    expect(sessionCache.get('s2', 'core', 10_001)).toBeUndefined();
  });
});
