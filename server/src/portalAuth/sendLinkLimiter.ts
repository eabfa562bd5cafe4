import type { ClientNetwork } from '../rateLimits/clientNetwork';
import type { WindowPolicy } from '../rateLimits/limitPolicy';
import type { LimitStore } from '../rateLimits/limitStore';

/**
 * Per address and requesting network: 5 links an hour, a minute apart. Counted per network so
 * that requests from elsewhere never use up the patient's own budget.
 */
export const sendLinkAddressLimit: WindowPolicy = {
  kind: 'window',
  max: 5,
  windowMs: 60 * 60_000,
  gapMs: 60_000,
};
/** Per client (an IPv4 address, an IPv6 /64): 30 requests in 5 minutes, whatever the addresses. */
export const sendLinkClientLimit: WindowPolicy = { kind: 'window', max: 30, windowMs: 5 * 60_000 };

/**
 * Whether a link for `email` may be queued for a request from `from`; counts it when so. The
 * same work for every address, known or not: nothing here looks at portal logins.
 */
export async function mayQueueSignInLink(
  limits: LimitStore,
  from: ClientNetwork,
  email: string,
): Promise<boolean> {
  const client = await limits.take('send-link-client', from.client, sendLinkClientLimit);
  if (!client.granted) return false;
  const address = await limits.take('send-link-address', `${email} ${from.network}`, sendLinkAddressLimit);
  return address.granted;
}
