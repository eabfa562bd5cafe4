import type { ClientNetwork } from '../../../rateLimits/clientNetwork';
import type { BackoffPolicy, WindowPolicy } from '../../../rateLimits/limitPolicy';
import type { LimitStore } from '../../../rateLimits/limitStore';

/**
 * Failed staff sign-ins per client (an IPv4 address, an IPv6 /64): 20 in 15 minutes. Only
 * failures count, so a clinic whose staff share one address is not held back by its own
 * sign-ins.
 */
export const staffClientLimit: WindowPolicy = { kind: 'window', max: 20, windowMs: 15 * 60_000 };

/**
 * Failed sign-ins per account: 5 pass at once, then each makes the next attempt wait 1, 2, 4, 8,
 * then 15 minutes; a success resets, a quiet day forgets.
 */
export const staffAccountLimit: BackoffPolicy = {
  kind: 'backoff',
  free: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
  forgetAfterMs: 24 * 60 * 60_000,
};

/** A network the account signed in from within this long keeps a throttle of its own. */
export const knownNetworkMs = 30 * 24 * 60 * 60_000;

const limitNames = {
  client: 'staff-sign-in-client',
  account: 'staff-sign-in-account',
  accountOnNetwork: 'staff-sign-in-account-network',
  knownNetwork: 'staff-sign-in-known-network',
} as const;

/** An attempt let through: counted as a failure until `succeeded` says otherwise. */
export interface StaffSignInAttempt {
  client: string;
  accountKey: { name: string; subject: string };
  accountOnNetwork: string;
}

export interface StaffSignInLimits {
  /** Lets an attempt through, or says how long to wait; the same for unknown accounts. */
  begin(from: ClientNetwork, email: string): Promise<StaffSignInAttempt | { retryAfterMs: number }>;
  /** The password was right: the attempt was no failure. */
  succeeded(attempt: StaffSignInAttempt): Promise<void>;
}

/**
 * Staff sign-in throttles, in the database. Attempts count before the password is checked, so
 * parallel requests cannot slip past a limit. Failures slow the account from every network,
 * except the networks it signed in from in the last 30 days: each of those has a count of its
 * own, so someone elsewhere who knows a staff member's e-mail cannot keep them out at work.
 */
export function staffSignInLimits(limits: LimitStore): StaffSignInLimits {
  return {
    async begin(from, email) {
      const client = await limits.take(limitNames.client, from.client, staffClientLimit);
      if (!client.granted) return { retryAfterMs: client.retryAfterMs };
      const accountOnNetwork = `${email} ${from.network}`;
      const accountKey = (await limits.isMarked(limitNames.knownNetwork, accountOnNetwork))
        ? { name: limitNames.accountOnNetwork, subject: accountOnNetwork }
        : { name: limitNames.account, subject: email };
      const account = await limits.take(accountKey.name, accountKey.subject, staffAccountLimit);
      if (account.granted) return { client: from.client, accountKey, accountOnNetwork };
      // Only attempts whose password was checked count against the client.
      await limits.giveBack(limitNames.client, from.client, staffClientLimit);
      return { retryAfterMs: account.retryAfterMs };
    },
    async succeeded(attempt) {
      await limits.giveBack(limitNames.client, attempt.client, staffClientLimit);
      await limits.clear(attempt.accountKey.name, attempt.accountKey.subject);
      await limits.mark(limitNames.knownNetwork, attempt.accountOnNetwork, knownNetworkMs);
    },
  };
}
