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

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The credential a request is signed in with. A bearer token wins over a cookie (a cross-site
 * page cannot send one). A cookie counts only with the app header: without it the request is
 * refused (`crossSite`, a 403), CSRF protection on top of SameSite=Strict, except a safe request
 * to a public route, which the browser opens by itself (the Live stream, a download link): the
 * cookie is then not used, and the route goes by its ticket or link.
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
  if (signInRequired || !safeMethods.has(request.method)) return 'crossSite';
  return undefined;
}
