/**
 * Why a lazily loaded piece of code is missing (portal.md section 8): its script ('Loading chunk
 * failed', also after the time-out) or a stylesheet it needs ('Loading CSS chunk failed').
 */
export type ChunkFailure = 'script' | 'css';

/** A chunk that did not arrive; `cause` keeps the browser's own error for the console. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  /** True when it failed by taking longer than CHUNK_LOAD_TIMEOUT_MS rather than by an error. */
  readonly timedOut: boolean;
  constructor(
    readonly failure: ChunkFailure,
    options?: { cause?: unknown; timedOut?: boolean },
  ) {
    super(failure === 'css' ? 'Loading CSS chunk failed' : 'Loading chunk failed', options);
    this.timedOut = options?.timedOut ?? false;
  }
}

// Vite's preload helper words a stylesheet that failed this way (vite/dist/node/chunks/node.js).
const cssFailure = /Unable to preload CSS|Loading CSS chunk/i;
// Chromium, Firefox and Safari word a module that could not be fetched differently.
const scriptFailure =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Loading chunk/i;

/** Which chunk failure an error is, or null when it is another error (a bug in the loaded code). */
export function chunkFailureOf(error: unknown): ChunkFailure | null {
  if (error instanceof ChunkLoadError) return error.failure;
  if (!(error instanceof Error)) return null;
  if (cssFailure.test(error.message)) return 'css';
  if (scriptFailure.test(error.message)) return 'script';
  return null;
}
