import {
  errorReplySchema,
  slotHoldBodySchema,
  slotHoldParamsSchema,
  slotHoldSchema,
} from '@clinic/api-contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { assertAppointmentRequestsAllowed } from '../../../scheduling/requestSettings';
import { holdSlot, releaseHold } from '../../../scheduling/slotHolds/holdSlot';

const tags = ['portal: appointments'];
/**
 * Visitors choose times too. Each choice makes a hold, so holds are limited per address (per
 * login when signed in): enough for someone trying times, too few to hold a clinic's day.
 */
const holdConfig = {
  public: true,
  rateLimit: {
    max: 20,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.portal ? `hold:${request.portal.loginId}` : `hold:${request.ip}`,
  },
};

/** POST and DELETE api/portal/AppointmentRequests/Hold: the wizard keeps a chosen time for a few minutes. */
export async function slotHoldRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;
  const ownerOf = (request: FastifyRequest) => request.portal?.loginId ?? null;

  app.post(
    '/api/portal/AppointmentRequests/Hold',
    {
      config: holdConfig,
      schema: {
        tags,
        summary: 'Keeps a chosen time from everyone else for 5 minutes while the request is finished',
        description:
          'Holds the slot with the clinician (or, for any clinician, the first free one) and releases replacesHoldId in the same change. 409 slotTaken when the time is no longer free; 400 slotPassed when it has passed. Send the holdId with PUT AppointmentRequests.',
        body: slotHoldBodySchema,
        response: {
          200: slotHoldSchema,
          400: errorReplySchema,
          403: errorReplySchema,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      await assertAppointmentRequestsAllowed(db, request.portal !== null);
      return holdSlot(db, request.body, ownerOf(request));
    },
  );

  app.delete(
    '/api/portal/AppointmentRequests/Hold/:holdId',
    {
      config: holdConfig,
      schema: {
        tags,
        summary:
          "Gives a held time back (another time chosen, or the wizard left); unknown or others' holds are ignored",
        params: slotHoldParamsSchema,
        response: { 204: z.null(), 400: errorReplySchema, 429: errorReplySchema },
      },
    },
    async (request, reply) => {
      await releaseHold(db, request.params.holdId, ownerOf(request));
      return reply.status(204).send(null);
    },
  );
}
