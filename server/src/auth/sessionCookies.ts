import { parse, serialize } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionIdleTimeoutMs } from './sessionPolicy';
import type { Audience } from './sessionToken';

/**
 * The apps' session cookies (docs/decisions.md "Hardening: sessions in HttpOnly cookies"): one per
 * audience, so a patient and a staff member can be signed in in one browser, each holding the
 * same signed token a bearer client sends. HttpOnly (no script reads it), SameSite=Strict (no
 * other site's page sends it), Path=/ and, when the server is public over https, Secure with the
 * `__Host-` prefix (the browser then accepts it only from this host, never from a sibling
 * subdomain). It lives as long as the token it holds, and is replaced when the token is renewed.
 */
export interface SessionCookies {
  /** The token in the request's cookie of this audience, if it sent one. */
  read(request: FastifyRequest, audience: Audience): string | undefined;
  /** Sets (or renews) the audience's cookie on the reply; replaces one set earlier in it. */
  set(reply: FastifyReply, audience: Audience, token: string): void;
  /** Tells the browser to drop the audience's cookie (sign-out, a 401). */
  clear(reply: FastifyReply, audience: Audience): void;
}

const baseNames: Record<Audience, string> = { portal: 'portal_session', core: 'staff_session' };

export function sessionCookies(publicUrl: string): SessionCookies {
  const secure = new URL(publicUrl).protocol === 'https:';
  const names: Record<Audience, string> = {
    portal: secure ? `__Host-${baseNames.portal}` : baseNames.portal,
    core: secure ? `__Host-${baseNames.core}` : baseNames.core,
  };
  const write = (reply: FastifyReply, audience: Audience, value: string, maxAgeSeconds: number) => {
    const name = names[audience];
    const cookie = serialize(name, value, {
      httpOnly: true,
      secure,
      sameSite: 'strict',
      path: '/',
      maxAge: maxAgeSeconds,
    });
    // A renewal made while checking the session, then a sign-out or switch in the route: only
    // the last counts.
    const earlier = [reply.getHeader('set-cookie') ?? []].flat().map(String);
    // reply.header appends Set-Cookie values: remove, then set the list that should stand.
    reply.removeHeader('set-cookie');
    void reply.header('set-cookie', [...earlier.filter((c) => !c.startsWith(`${name}=`)), cookie]);
  };
  return {
    read(request, audience) {
      const header = request.headers.cookie;
      // A request without this cookie (an API client, the other app's call) skips the parse.
      if (!header?.includes(names[audience])) return undefined;
      return parse(header)[names[audience]] || undefined;
    },
    set: (reply, audience, token) => write(reply, audience, token, sessionIdleTimeoutMs / 1000),
    clear: (reply, audience) => write(reply, audience, '', 0),
  };
}
