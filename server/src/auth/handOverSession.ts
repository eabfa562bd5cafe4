import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionCookies } from './sessionCookies';
import { bearerToken, isFromApp } from './sessionCredential';
import type { Audience } from './sessionToken';

/**
 * Hands a new session (sign-in, switching patient) to the client that asked: to the apps (the app
 * header, no bearer token) as the audience's HttpOnly cookie, so their script never sees the
 * token; to an API client as the token in the reply. A cross-site form cannot send the header, so
 * it can never plant a session cookie in the browser either.
 */
export function handOverSession(
  cookies: SessionCookies,
  request: FastifyRequest,
  reply: FastifyReply,
  audience: Audience,
  token: string,
): { token?: string } {
  if (!isFromApp(request) || bearerToken(request) !== undefined) return { token };
  cookies.set(reply, audience, token);
  return {};
}
