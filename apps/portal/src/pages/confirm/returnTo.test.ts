// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetReturnTo, isSafeReturnPath, peekReturnTo, rememberReturnTo } from './returnTo';

describe('returnTo', () => {
  afterEach(() => {
    forgetReturnTo();
    vi.useRealTimers();
  });

  it('accepts only same-origin e-mailed deep links', () => {
    expect(isSafeReturnPath('/waitlist/abc_123-XY')).toBe(true);
    expect(isSafeReturnPath('/document/5b0c2f7e-8f1e-4d8a-9a47-0f3b5f6a1c11')).toBe(true);
    for (const unsafe of [
      '//evil.example/waitlist/a',
      'https://evil.example/waitlist/a',
      '/\\evil.example',
      '/home',
      '/waitlist/a/../../x',
      'waitlist/a',
    ]) {
      expect(isSafeReturnPath(unsafe), unsafe).toBe(false);
    }
  });

  it('keeps a safe path for an hour, and never an unsafe one', () => {
    vi.useFakeTimers();
    rememberReturnTo('https://evil.example/waitlist/a');
    expect(peekReturnTo()).toBeNull();
    rememberReturnTo('/waitlist/abc');
    expect(peekReturnTo()).toBe('/waitlist/abc');
    vi.advanceTimersByTime(61 * 60_000);
    expect(peekReturnTo()).toBeNull();
  });
});
