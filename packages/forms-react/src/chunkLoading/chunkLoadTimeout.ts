import { ChunkLoadError, chunkFailureOf } from './chunkLoadError';

/**
 * portal.md section 9: a chunk that has not arrived after 120 s counts as failed. The one place
 * this number lives, so tests can advance fake timers by it.
 */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * Runs a lazy import (a route's or a component's) under the chunk time-out. A fetch failure
 * comes back as a ChunkLoadError naming script or stylesheet; any other error (the loaded code
 * threw) passes through unchanged, so it is not mistaken for a network problem.
 */
export function withChunkTimeout<T>(load: () => Promise<T>): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError('script', { timedOut: true })),
      CHUNK_LOAD_TIMEOUT_MS,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        const failure = chunkFailureOf(error);
        reject(
          failure && !(error instanceof ChunkLoadError)
            ? new ChunkLoadError(failure, { cause: error })
            : error,
        );
      },
    );
  });
}
