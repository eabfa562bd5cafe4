import {
  emailVerificationReplySchema,
  errorReplySchema,
  loginLinkConfirmationReplySchema,
  requestCodeBodySchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { confirmLoginLink } from '../../../scheduling/requester/confirmLoginLink';
import { verifyRequesterEmail } from '../../../scheduling/requester/emailVerification';

const tags = ['portal: appointments'];
/** Reached from an e-mailed link without signing in: the 32-byte code (in the body, never the URL) is the credential. */
const codeConfig = { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } };
const replies = { 400: errorReplySchema, 429: errorReplySchema };

/** The links mailed about a visitor's request: verify its address; an existing login's owner accepts its chart. */
export async function requesterCodeRoutes(app: AppInstance): Promise<void> {
  app.post(
    '/api/portal/AppointmentRequests/VerifyEmail',
    {
      config: codeConfig,
      schema: {
        tags,
        summary:
          "Verifies a visitor's e-mail address with the single-use code mailed to it (/verify-email/{code})",
        description:
          "Until then staff cannot approve the registration or appointment request. An unknown, used or expired code answers 400 'This link has expired or has already been used.'",
        body: requestCodeBodySchema,
        response: { 200: emailVerificationReplySchema, ...replies },
      },
    },
    async (request) => verifyRequesterEmail(app.deps, request, request.body.code),
  );

  app.post(
    '/api/portal/AppointmentRequests/ConfirmLoginLink',
    {
      config: codeConfig,
      schema: {
        tags,
        summary:
          'The owner of an existing portal login accepts the chart of an approved request (/confirm-patient/{code})',
        description:
          'Only then does the login reach the patient. An unknown, used or expired code, or a login removed since, answers 400.',
        body: requestCodeBodySchema,
        response: { 200: loginLinkConfirmationReplySchema, ...replies },
      },
    },
    async (request) => confirmLoginLink(app.deps.db, request, request.body.code),
  );
}
