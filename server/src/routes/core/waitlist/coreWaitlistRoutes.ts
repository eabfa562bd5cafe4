import {
  coreWaitlistPageSchema,
  coreWaitlistQuerySchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { recordListAudit } from '../../../audit/recordAudit';
import { staffOf } from '../../../auth/authenticate';
import { leaveWaitlist } from '../../../scheduling/waitlist/leaveWaitlist';
import { staffWaitlistPage } from '../../../scheduling/waitlist/staffWaitlist';

const tags = ['core: waitlist'];
const security = [{ bearer: [] }];

/** api/core/Waitlist: staff see who waits for an earlier slot, with the offers made, and remove entries. */
export async function coreWaitlistRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/core/Waitlist',
    {
      schema: {
        tags,
        summary: 'Waitlist entries in queue order, with their patient and every offer made',
        description:
          'scope=active (default) lists the entries still waiting or with an open offer; all adds booked ' +
          'and removed ones. clinicianId keeps the entries for that clinician and those for any clinician.',
        security,
        querystring: coreWaitlistQuerySchema,
        response: { 200: coreWaitlistPageSchema, 400: errorReplySchema, 401: errorReplySchema },
      },
    },
    async (request) => {
      staffOf(request);
      const query = request.query;
      return app.deps.db.transaction(async (tx) => {
        const { items, total } = await staffWaitlistPage(tx, query);
        await recordListAudit(
          tx,
          request,
          { action: 'list', resource: 'WaitlistEntry' },
          items.map((item) => item.patientId),
        );
        return { items, total, page: query.page, pageSize: query.pageSize };
      });
    },
  );

  app.delete(
    '/api/core/Waitlist/:id',
    {
      schema: {
        tags,
        summary: "Removes a patient's waitlist entry (an offer open at that moment goes to the next patient)",
        description:
          'An entry already booked answers 409 (waitlistEntryBooked); one already removed, or unknown, 404.',
        security,
        params: idParamsSchema,
        response: { 204: z.null(), 401: errorReplySchema, 404: errorReplySchema, 409: errorReplySchema },
      },
    },
    async (request, reply) => {
      staffOf(request);
      await leaveWaitlist(app.deps, request, request.params.id, 'anyPatient');
      return reply.status(204).send(null);
    },
  );
}
