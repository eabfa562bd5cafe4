/** Sending is tried this many times at most; then the row is marked failed. */
export const maxSendAttempts = 8;

const firstDelayMs = 30_000;
const longestDelayMs = 60 * 60_000;

/** Exponential back-off after the n-th failed attempt: 30 s, 1 min, 2 min... at most an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(firstDelayMs * 2 ** Math.max(0, attempt - 1), longestDelayMs);
}
