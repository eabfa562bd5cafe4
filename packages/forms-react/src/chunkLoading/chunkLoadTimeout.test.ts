import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, chunkFailureOf } from './chunkLoadError';
import { CHUNK_LOAD_TIMEOUT_MS, withChunkTimeout } from './chunkLoadTimeout';

afterEach(() => {
  vi.useRealTimers();
});

describe('withChunkTimeout', () => {
  it('is the spec’s 120 s', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('fails a chunk that has not arrived after the time-out as "Loading chunk failed"', async () => {
    vi.useFakeTimers();
    const loading = withChunkTimeout(() => new Promise<never>(() => {}));
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    );
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void outcome.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ failure: 'script', timedOut: true, message: 'Loading chunk failed' });
  });

  it('passes a chunk that arrives in time and clears its timer', async () => {
    vi.useFakeTimers();
    await expect(withChunkTimeout(async () => 'module')).resolves.toBe('module');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('names a fetch failure as script or stylesheet, and lets other errors through', async () => {
    const script = new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js');
    const css = new Error('Unable to preload CSS for http://x/assets/a.css');
    const bug = new Error('x is not a function');
    await expect(withChunkTimeout(() => Promise.reject(script))).rejects.toMatchObject({
      failure: 'script',
      cause: script,
    });
    await expect(withChunkTimeout(() => Promise.reject(css))).rejects.toMatchObject({
      failure: 'css',
      message: 'Loading CSS chunk failed',
    });
    await expect(withChunkTimeout(() => Promise.reject(bug))).rejects.toBe(bug);
    expect(chunkFailureOf(bug)).toBeNull();
    expect(chunkFailureOf(new TypeError('Importing a module script failed.'))).toBe('script');
  });
});
