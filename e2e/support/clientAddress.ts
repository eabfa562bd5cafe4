import { randomInt } from 'node:crypto';

/**
 * A random private client address for X-Forwarded-For (honoured with TRUST_PROXY=true, as the e2e
 * servers run): each sign-in claims its own, so the per-address sign-in limits never throttle a run.
 */
export function randomClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}
