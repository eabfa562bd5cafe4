import {
  errorReplySchema,
  type StaffUser,
  staffLoginBodySchema,
  staffLoginReplySchema,
  staffUserSchema,
} from '@clinic/api-contract';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { HttpError, notFound } from '../../../app/httpError';
import { recordAudit } from '../../../audit/recordAudit';
import { staffOf } from '../../../auth/authenticate';
import { handOverSession } from '../../../auth/handOverSession';
import { sessionCookies } from '../../../auth/sessionCookies';
import { createSession, revokeSession } from '../../../auth/sessionStore';
import { signSessionToken } from '../../../auth/sessionToken';
import { staffUsers } from '../../../db/schema';
import { appLimitStore } from '../../../rateLimits/appLimitStore';
import { createRequestClient } from '../../../rateLimits/requestClient';
import { staffSignInLimits } from './staffSignInLimits';
import { tooManySignIns } from './tooManySignIns';

const wrongCredentials = 'The e-mail or password is incorrect.';

/** Verified against when the e-mail is unknown, so both cases take the same time. */
const decoyHash = hash('decoy password that never matches anything');

export function toStaffUser(row: typeof staffUsers.$inferSelect): StaffUser {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    credentials: row.credentials,
    roles: row.roles,
    advancedOptions: row.advancedOptions || row.roles.includes('techStaff'),
    signature: row.signature,
    doseSpotAccess: row.doseSpotAccess,
  };
}

export async function staffAuthRoutes(app: AppInstance): Promise<void> {
  const limits = staffSignInLimits(appLimitStore(app.deps));
  const clientOf = createRequestClient(app.deps.config.trustProxy);
  const cookies = sessionCookies(app.deps.config.publicUrl);

  app.post(
    '/api/core/Auth/Login',
    {
      config: { public: true },
      schema: {
        tags: ['core: auth'],
        summary: 'Staff sign-in with e-mail and password; answers a bearer token (audience core)',
        description:
          'Throttled in the database, the same for unknown e-mails: per account, 5 failures pass at ' +
          'once, then each makes the next attempt wait 1, 2, 4, 8, then 15 minutes (a success ' +
          'resets; networks the account signed in from in the last 30 days count apart); per client ' +
          '20 failures in 15 minutes. A throttled attempt answers 429 saying when to try again, ' +
          'with Retry-After, and checks no password. To a request with the X-Clinic-App header (the ' +
          'staff app) the token is set as the HttpOnly cookie `staff_session` (`__Host-staff_session` ' +
          'over https) instead of answered.',
        body: staffLoginBodySchema,
        response: { 200: staffLoginReplySchema, 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const db = app.deps.db;
      const attempt = await limits.begin(clientOf(request), email);
      if ('retryAfterMs' in attempt) {
        void reply.header('Retry-After', Math.ceil(attempt.retryAfterMs / 1000));
        throw tooManySignIns(attempt.retryAfterMs);
      }
      const [user] = await db
        .select()
        .from(staffUsers)
        .where(and(eq(staffUsers.email, email), isNull(staffUsers.disabledAt)));
      const passwordOk = await verify(user?.passwordHash ?? (await decoyHash), password);
      if (!user?.passwordHash || !passwordOk) {
        await recordAudit(db, request, {
          action: 'sign-in',
          resource: 'StaffUser',
          resourceId: user?.id,
          outcome: 'denied',
        });
        throw new HttpError(400, [wrongCredentials]);
      }
      await limits.succeeded(attempt);
      return db.transaction(async (tx) => {
        const session = await createSession(tx, { audience: 'core', staffUserId: user.id });
        request.staff = {
          kind: 'staff',
          sessionId: session.id,
          staffUserId: user.id,
          roles: user.roles,
          advancedOptions: user.advancedOptions,
        };
        await recordAudit(tx, request, { action: 'sign-in', resource: 'StaffUser', resourceId: user.id });
        const token = await signSessionToken(app.deps.signingKey, 'core', {
          sessionId: session.id,
          staffUserId: user.id,
        });
        return { ...handOverSession(cookies, request, reply, 'core', token), user: toStaffUser(user) };
      });
    },
  );

  app.get(
    '/api/core/Auth/CurrentUser',
    {
      schema: {
        tags: ['core: auth'],
        summary: 'The signed-in staff user',
        security: [{ bearer: [] }],
        response: { 200: staffUserSchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const [user] = await app.deps.db.select().from(staffUsers).where(eq(staffUsers.id, staff.staffUserId));
      if (!user) throw notFound();
      return toStaffUser(user);
    },
  );

  app.post(
    '/api/core/Auth/Logout',
    {
      schema: {
        tags: ['core: auth'],
        summary: 'Ends the session: its token is refused from now on and its cookie dropped',
        security: [{ bearer: [] }],
        response: { 204: z.null(), 401: errorReplySchema },
      },
    },
    async (request, reply) => {
      await revokeSession(app.deps.db, staffOf(request).sessionId);
      cookies.clear(reply, 'core');
      return reply.status(204).send(null);
    },
  );
}
