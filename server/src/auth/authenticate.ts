import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AppInstance } from '../app/appInstance';
import { forbidden, unauthorized } from '../app/httpError';
import { portalLoginPatients, portalLogins, staffUsers } from '../db/schema';
import { type PortalPrincipal, portalPrincipalFrom, type StaffPrincipal } from './principals';
import { type CheckedToken, type CheckOutcome, sessionCache } from './sessionCache';
import { type SessionCookies, sessionCookies } from './sessionCookies';
import {
  bearerToken,
  crossSiteRefusedMessage,
  isFromApp,
  type SessionCredential,
  sessionCredential,
} from './sessionCredential';
import { renewedTokenHeader, tokenRenewAfterMs } from './sessionPolicy';
import { loadLiveSession, type SessionRow, touchSession } from './sessionStore';
import {
  type Audience,
  type PortalSid,
  type StaffSid,
  signSessionToken,
  verifySessionToken,
} from './sessionToken';

declare module 'fastify' {
  interface FastifyRequest {
    staff: StaffPrincipal | null;
    portal: PortalPrincipal | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, anonymous requests). */
    public?: boolean;
  }
}

/**
 * The principal of the credential's live session, or undefined. The token's signature and
 * claims, the session row and the user or patient link are checked at most once a second per
 * token (sessionCache); an ageing token is renewed in the cookie it came in, or for a bearer
 * client in a response header.
 */
async function principalOf(
  app: AppInstance,
  cookies: SessionCookies,
  credential: SessionCredential,
  reply: FastifyReply,
  audience: Audience,
): Promise<StaffPrincipal | PortalPrincipal | undefined> {
  const { token } = credential;
  const checked =
    sessionCache.get(token, audience) ??
    (await sessionCache.checkOnce(token, audience, () => checkToken(app, token, audience)));
  if (!checked) return undefined;
  if (dueForRenewal(checked)) {
    const sid = checked.sid as unknown as PortalSid | StaffSid;
    const renewed = await signSessionToken(app.deps.signingKey, audience, sid);
    if (credential.via === 'cookie') cookies.set(reply, audience, renewed);
    else void reply.header(renewedTokenHeader, renewed);
  }
  return checked.principal;
}

const dueForRenewal = (checked: CheckedToken) => Date.now() - checked.issuedAtMs > tokenRenewAfterMs;

/** The principal of a token checked in the last second that needs no renewal, if it is one. */
function freshPrincipal(token: string, audience: Audience): StaffPrincipal | PortalPrincipal | undefined {
  const checked = sessionCache.get(token, audience);
  return checked && !dueForRenewal(checked) ? checked.principal : undefined;
}

/** Verifies the token and its session against the database. */
async function checkToken(app: AppInstance, token: string, audience: Audience): Promise<CheckOutcome> {
  const verified = await verifySessionToken(app.deps.signingKey, audience, token);
  const sessionId = verified?.sid.sessionId;
  if (!verified || typeof sessionId !== 'string') return undefined;
  const session = await loadLiveSession(app.deps.db, sessionId, audience).catch(() => undefined);
  if (!session) return undefined;
  await touchSession(app.deps.db, session);
  const principal =
    audience === 'core' ? await staffPrincipal(app, session) : await portalPrincipal(app, session);
  if (!principal) return undefined;
  return {
    principal,
    sid: verified.sid,
    issuedAtMs: verified.issuedAtMs,
    audience,
    sessionId,
    expiresAtMs: verified.expiresAtMs,
  };
}

/**
 * A portal session stands only while its login exists and is still linked to the patient it
 * acts for: removing a login or unlinking a patient ends its sessions at once.
 */
async function portalPrincipal(app: AppInstance, session: SessionRow): Promise<PortalPrincipal | undefined> {
  const principal = portalPrincipalFrom(session);
  if (!principal) return undefined;
  const [link] = await app.deps.db
    .select({ loginId: portalLoginPatients.loginId })
    .from(portalLoginPatients)
    .innerJoin(portalLogins, eq(portalLogins.id, portalLoginPatients.loginId))
    .where(
      and(
        eq(portalLoginPatients.loginId, principal.loginId),
        eq(portalLoginPatients.patientId, principal.patientId),
        isNull(portalLogins.deletedAt),
      ),
    );
  return link ? principal : undefined;
}

async function staffPrincipal(app: AppInstance, session: SessionRow): Promise<StaffPrincipal | undefined> {
  if (!session.staffUserId) return undefined;
  const [user] = await app.deps.db.select().from(staffUsers).where(eq(staffUsers.id, session.staffUserId));
  if (!user || user.disabledAt) return undefined;
  return {
    kind: 'staff',
    sessionId: session.id,
    staffUserId: user.id,
    roles: user.roles,
    advancedOptions: user.advancedOptions,
  };
}

/**
 * Registers, in the current plugin scope, the sign-in check of one API segment: every route
 * registered after it needs a live session of that audience unless its config says
 * `public: true`. The session comes from a bearer token or from the audience's own cookie
 * (sessionCredential.ts: with the app header only); a token of the other audience, in either,
 * is refused like a forged one. Each route gets its own check as it is registered, so `public`
 * is read once rather than on every request, and the check runs before the route's other
 * onRequest hooks (rate limits). A 401 to a request signed in by cookie drops the cookie.
 */
export function requireSession(app: AppInstance, audience: Audience): void {
  app.decorateRequest('staff', null);
  app.decorateRequest('portal', null);
  const cookies = sessionCookies(app.deps.config.publicUrl);
  const check =
    (signInRequired: boolean): onRequestHookHandler =>
    (request, reply, done) => {
      const credential = sessionCredential(request, cookies.read(request, audience), signInRequired);
      if (credential === 'crossSite') {
        done(forbidden([crossSiteRefusedMessage]));
        return;
      }
      if (!credential) {
        done(signInRequired ? unauthorized() : undefined);
        return;
      }
      // A token checked in the last second and not yet due for renewal, the common case,
      // is answered without a promise.
      const fresh = freshPrincipal(credential.token, audience);
      if (fresh) {
        actAs(request, fresh);
        done();
        return;
      }
      principalOf(app, cookies, credential, reply, audience).then((principal) => {
        if (principal) actAs(request, principal);
        done(signInRequired && !principal ? unauthorized() : undefined);
      }, done);
    };
  const [signInIfAny, signInRequired] = [check(false), check(true)];
  app.addHook('onRoute', (route) => {
    const own = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [route.config?.public === true ? signInIfAny : signInRequired, ...own];
  });
  // Whichever check answered 401 (this hook, a route finding the session gone), a cookie that
  // signed the request in and no longer names a session is dropped. Not one the request did not
  // use (a bearer token came first, or the browser opened a public route by itself).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode === 401 && isFromApp(request) && !bearerToken(request)) {
      if (cookies.read(request, audience)) cookies.clear(reply, audience);
    }
    done(null, payload);
  });
}

function actAs(request: FastifyRequest, principal: StaffPrincipal | PortalPrincipal): void {
  if (principal.kind === 'staff') request.staff = principal;
  else request.portal = principal;
}

/** The signed-in staff user of a non-public core route. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw unauthorized();
  return request.staff;
}

/** The signed-in portal user of a non-public portal route. */
export function portalOf(request: FastifyRequest): PortalPrincipal {
  if (!request.portal) throw unauthorized();
  return request.portal;
}
