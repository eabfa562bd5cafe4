import { appRequestHeader } from '@clinic/api-contract';
import type { FastifyRequest } from 'fastify';

/** How a request names its session: an API client's bearer token, or an app's session cookie. */
export interface SessionCredential {
  token: string;
  via: 'bearer' | 'cookie';
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice('Bearer '.length).trim() || undefined;
}

const appHeaderName = appRequestHeader.toLowerCase();

/** The request comes from the apps' HTTP client: another site's form or script cannot send the header. */
export function isFromApp(request: FastifyRequest): boolean {
  return request.headers[appHeaderName] !== undefined;
}

/** The 403 of a cookie without the app header. */
export const crossSiteRefusedMessage =
  'Cross-site request refused: a request signed in with the session cookie must carry the X-Clinic-App header.';

/**
 * The credential a request is signed in with. A bearer token wins over a cookie (a cross-site
 * page cannot send one). A cookie counts only with the app header: without it a route that needs
 * a session refuses the request (`crossSite`, a 403), CSRF protection on top of SameSite=Strict.
 * A public route answers it as for anyone, the cookie unused: what it does then, anyone could do
 * without the cookie (the browser opening the Live stream or a download link by itself, an API
 * client or a test whose cookie jar holds a session, a form of another site).
 */
export function sessionCredential(
  request: FastifyRequest,
  cookieToken: string | undefined,
  signInRequired: boolean,
): SessionCredential | 'crossSite' | undefined {
  const bearer = bearerToken(request);
  if (bearer) return { token: bearer, via: 'bearer' };
  if (cookieToken === undefined) return undefined;
  if (isFromApp(request)) return { token: cookieToken, via: 'cookie' };
  return signInRequired ? 'crossSite' : undefined;
}
