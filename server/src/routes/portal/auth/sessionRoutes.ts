import {
  errorReplySchema,
  portalAuthCurrentUserSchema,
  portalAuthLanguageBodySchema,
  portalAuthLoginWithNewPatientBodySchema,
  portalAuthSignInReplySchema,
} from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { recordAudit } from '../../../audit/recordAudit';
import { portalOf } from '../../../auth/authenticate';
import { handOverSession } from '../../../auth/handOverSession';
import { sessionCookies } from '../../../auth/sessionCookies';
import { revokeSession } from '../../../auth/sessionStore';
import { portalLogins } from '../../../db/schema';
import { loadCurrentUser } from '../../../portalAuth/loadCurrentUser';
import { switchPatient } from '../../../portalAuth/switchPatient';

/** The signed-in portal user: who they are, switching patient, language, signing out. */
export async function sessionRoutes(app: AppInstance): Promise<void> {
  const security = [{ bearer: [] }];
  const cookies = sessionCookies(app.deps.config.publicUrl);

  app.post(
    '/api/portal/Auth/LoginWithNewPatient',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['portal: auth'],
        summary: "Switches to another patient of the login, confirmed with that patient's date of birth",
        description:
          'Answers a new token (new session), as a cookie to a request signed in by cookie (like ' +
          'Login); the old session is revoked. 404 for a patient outside the login.',
        security,
        body: portalAuthLoginWithNewPatientBodySchema,
        response: {
          200: portalAuthSignInReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const { token, user } = await switchPatient(app.deps, request, portalOf(request), request.body);
      return { ...handOverSession(cookies, request, reply, 'portal', token), user };
    },
  );

  app.get(
    '/api/portal/Auth/CurrentUser',
    {
      schema: {
        tags: ['portal: auth'],
        summary: "The signed-in user, the login's patients and the current patient",
        security,
        response: { 200: portalAuthCurrentUserSchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      const principal = portalOf(request);
      return app.deps.db.transaction(async (tx) => {
        const current = await loadCurrentUser(tx, principal);
        await recordAudit(tx, request, {
          action: 'read',
          resource: 'Patient',
          resourceId: principal.patientId,
        });
        return current;
      });
    },
  );

  app.patch(
    '/api/portal/Auth/Language',
    {
      schema: {
        tags: ['portal: auth'],
        summary: "Sets the login's language (en or es): its e-mails follow it",
        security,
        body: portalAuthLanguageBodySchema,
        response: { 204: z.null(), 400: errorReplySchema, 401: errorReplySchema },
      },
    },
    async (request, reply) => {
      await app.deps.db
        .update(portalLogins)
        .set({ language: request.body.language })
        .where(eq(portalLogins.id, portalOf(request).loginId));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/portal/Auth/Logout',
    {
      schema: {
        tags: ['portal: auth'],
        summary: 'Signs out: the session is revoked, its token refused from now on and its cookie dropped',
        security,
        response: { 204: z.null(), 401: errorReplySchema },
      },
    },
    async (request, reply) => {
      const principal = portalOf(request);
      await app.deps.db.transaction(async (tx) => {
        await revokeSession(tx, principal.sessionId);
        await recordAudit(tx, request, {
          action: 'sign-out',
          resource: 'Patient',
          resourceId: principal.patientId,
        });
      });
      cookies.clear(reply, 'portal');
      return reply.status(204).send(null);
    },
  );
}
