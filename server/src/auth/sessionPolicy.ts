/** Session limits (issue 5): idle timeout 30 minutes, absolute limit 12 hours. */
export const sessionIdleTimeoutMs = 30 * 60_000;
export const sessionAbsoluteLimitMs = 12 * 60 * 60_000;
/** A token older than this is replaced on the next request (sent back in `X-Session-Token`). */
export const tokenRenewAfterMs = 5 * 60_000;
/** lastSeenAt is written at most this often, so reads do not all become writes. */
export const lastSeenWriteIntervalMs = 60_000;

/** The header name is shared with the apps' HTTP client. */
export { renewedTokenHeader } from '@clinic/api-contract';
