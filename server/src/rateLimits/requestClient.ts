import type { FastifyRequest } from 'fastify';
import { type ClientNetwork, clientNetwork } from './clientNetwork';

export const untrustedProxyWarning =
  'A request came through a proxy (X-Forwarded-For) while TRUST_PROXY is off: every client behind ' +
  'it has its address and shares one sign-in limit. Set TRUST_PROXY=true behind a proxy you trust.';

/**
 * The client and network of requests, for per-client limits. Behind a proxy without
 * TRUST_PROXY, every client has the proxy's address, so the first request that shows it
 * (an X-Forwarded-For header Fastify was told to ignore) is said once in the log.
 */
export function createRequestClient(
  trustProxy: boolean,
): (request: Pick<FastifyRequest, 'ip' | 'headers' | 'log'>) => ClientNetwork {
  let warned = trustProxy;
  return (request) => {
    if (!warned && request.headers['x-forwarded-for'] !== undefined) {
      warned = true;
      request.log.warn(untrustedProxyWarning);
    }
    return clientNetwork(request.ip);
  };
}
