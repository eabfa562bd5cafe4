import {
  coreReferenceEFormParamsSchema,
  coreReferenceEFormSessionBodySchema,
  coreReferenceEFormSessionSchema,
  errorReplySchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../../app/appInstance';
import { openEFormSession } from './openEFormSession';

/**
 * Tighter than the other e-form calls: each attempt compares a date of birth. The real limit is
 * per link and per patient (openEFormSession); this keeps one address from trying many links.
 */
const sessionRouteConfig = { public: true, rateLimit: { max: 20, timeWindow: '1 minute' } };

/** POST api/core/EForms/{code}/Session: the date-of-birth gate in front of every e-form call. */
export async function eFormsSessionRoutes(app: AppInstance): Promise<void> {
  app.post(
    '/api/core/EForms/:id/Session',
    {
      config: sessionRouteConfig,
      schema: {
        tags: ['core: e-forms'],
        summary:
          'Opens an e-mailed link with the patient’s date of birth; answers the ticket the other calls take',
        description:
          'id is the code from the link. A wrong date answers 400 and counts as a wrong sign-in date does: ' +
          'five kill the link, ten for the patient within 24 hours lock the patient for an hour. ' +
          'Unknown, expired, revoked, used-up or dead links answer 404. The ticket lasts 30 minutes after its last use.',
        params: coreReferenceEFormParamsSchema,
        body: coreReferenceEFormSessionBodySchema,
        response: {
          201: coreReferenceEFormSessionSchema,
          400: errorReplySchema,
          404: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      const session = await openEFormSession(app.deps.db, request, {
        code: request.params.id,
        dateOfBirth: request.body.dateOfBirth,
      });
      return reply.status(201).send(session);
    },
  );
}
