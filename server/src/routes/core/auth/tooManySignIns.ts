import { type HttpError, tooManyRequests } from '../../../app/httpError';

/** "in 45 seconds", "in 1 minute", "in 15 minutes": rounded up, so the user never comes back early. */
function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * The 429 of a throttled staff sign-in (ours; the spec is silent): when to try again, and
 * nothing about the account, so an unknown e-mail gets the same answer.
 */
export function tooManySignIns(retryAfterMs: number): HttpError {
  return tooManyRequests([`Too many failed sign-ins. Please try again in ${waitText(retryAfterMs)}.`]);
}
