import {
  errorReplySchema,
  type PortalAuthSendLinkReply,
  portalAuthLinkSentMessage,
  portalAuthLoginBodySchema,
  portalAuthSendLinkBodySchema,
  portalAuthSendLinkReplySchema,
  portalAuthSignInReplySchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { requestLanguage } from '../../../app/requestLanguage';
import { handOverSession } from '../../../auth/handOverSession';
import { sessionCookies } from '../../../auth/sessionCookies';
import { mayQueueSignInLink } from '../../../portalAuth/sendLinkLimiter';
import { queueSignInLinkJob } from '../../../portalAuth/signInLinkJob';
import { signInWithLink } from '../../../portalAuth/signInWithLink';
import { appLimitStore } from '../../../rateLimits/appLimitStore';
import { createRequestClient } from '../../../rateLimits/requestClient';

/** Sign-in with an e-mailed link: SendLink, then Login with the link's code. */
export async function signInRoutes(app: AppInstance): Promise<void> {
  const limits = appLimitStore(app.deps);
  const clientOf = createRequestClient(app.deps.config.trustProxy);
  const cookies = sessionCookies(app.deps.config.publicUrl);

  app.post(
    '/api/portal/Auth/SendLink',
    {
      config: { public: true },
      schema: {
        tags: ['portal: auth'],
        summary: 'E-mails a sign-in link to the address if a portal login has it',
        description:
          'Always answers 200 with the same body, known address or not, within the rate limits or ' +
          'beyond them (a request over a limit is silently not sent). The request only queues a job; ' +
          'the mail queue decides whether a mail goes out. Limits: per address and requesting network ' +
          '(IPv4 /24, IPv6 /64) 5 an hour, a minute apart; per client 30 per 5 minutes. A new link ' +
          'revokes only older links asked for from the same network.',
        body: portalAuthSendLinkBodySchema,
        response: { 200: portalAuthSendLinkReplySchema, 400: errorReplySchema },
      },
    },
    async (request): Promise<PortalAuthSendLinkReply> => {
      const from = clientOf(request);
      if (await mayQueueSignInLink(limits, from, request.body.email)) {
        // The page's language when the caller names one (the portal always does), else the login's.
        const language = request.headers['accept-language'] ? requestLanguage(request) : undefined;
        await queueSignInLinkJob(
          app.jobs,
          app.deps.db,
          request.body.email,
          limits.digest(from.network),
          language,
        );
      }
      return { message: portalAuthLinkSentMessage };
    },
  );

  app.post(
    '/api/portal/Auth/Login',
    {
      config: { public: true, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['portal: auth'],
        summary: "Signs in with the e-mailed link's code and the chosen patient's date of birth",
        description:
          'Consumes the link (single use). A wrong date of birth counts against the link (5 and it ' +
          'is dead) and the patient (10 within 24 hours lock portal sign-in for an hour). Answers ' +
          'the bearer token, or, to a request with the X-Clinic-App header (the portal), sets it as ' +
          'the HttpOnly cookie `portal_session` (`__Host-portal_session` over https) instead.',
        body: portalAuthLoginBodySchema,
        response: { 200: portalAuthSignInReplySchema, 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request, reply) => {
      const { token, user } = await signInWithLink(app.deps, request, request.body);
      return { ...handOverSession(cookies, request, reply, 'portal', token), user };
    },
  );
}
