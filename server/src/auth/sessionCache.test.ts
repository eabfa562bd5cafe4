import { describe, expect, it, vi } from 'vitest';
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

  it('runs one check for the requests that ask about a token while it runs, and remembers it', async () => {
    sessionCache.clear();
    const check = vi.fn(async () => checked('s3', Date.now() + 60_000));
    const outcomes = await Promise.all([
      sessionCache.checkOnce('token-3', 'core', check),
      sessionCache.checkOnce('token-3', 'core', check),
      sessionCache.checkOnce('token-3', 'core', check),
    ]);
    expect(check).toHaveBeenCalledTimes(1);
    expect(outcomes.map((outcome) => outcome?.principal.sessionId)).toEqual(['s3', 's3', 's3']);
    expect(sessionCache.get('token-3', 'core')).toMatchObject({ principal: { sessionId: 's3' } });
  });

  it('keeps the audiences apart, and checks again after a refusal or a failure', async () => {
    sessionCache.clear();
    const refuse = vi.fn(async () => undefined);
    await Promise.all([
      sessionCache.checkOnce('token-4', 'core', refuse),
      sessionCache.checkOnce('token-4', 'portal', refuse),
    ]);
    expect(refuse).toHaveBeenCalledTimes(2);
    await sessionCache.checkOnce('token-4', 'core', refuse);
    expect(refuse).toHaveBeenCalledTimes(3);
    await expect(
      sessionCache.checkOnce('token-4', 'core', async () => Promise.reject(new Error('database down'))),
    ).rejects.toThrow('database down');
    await expect(sessionCache.checkOnce('token-4', 'core', async () => checked('s4'))).resolves.toMatchObject(
      {
        sessionId: 's4',
      },
    );
  });

  it('neither remembers nor shares a check that a revocation overtook', async () => {
    sessionCache.clear();
    let finish: (outcome: ReturnType<typeof checked>) => void = () => {};
    const before = sessionCache.checkOnce(
      'token-5',
      'core',
      () => new Promise((resolve) => (finish = resolve)),
    );
    sessionCache.forget('s5');
    const after = vi.fn(async () => undefined);
    const afterOutcome = sessionCache.checkOnce('token-5', 'core', after);
    finish(checked('s5'));
    await expect(before).resolves.toMatchObject({ sessionId: 's5' });
    await expect(afterOutcome).resolves.toBeUndefined();
    expect(after).toHaveBeenCalledTimes(1);
    expect(sessionCache.get('token-5', 'core')).toBeUndefined();
  });
});
