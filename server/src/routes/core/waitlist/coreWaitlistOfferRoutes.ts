import {
  coreWaitlistFreeSlotsQuerySchema,
  coreWaitlistFreeSlotsReplySchema,
  coreWaitlistOfferNowBodySchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { staffOf } from '../../../auth/authenticate';
import { entryFreeSlots } from '../../../scheduling/waitlist/entryFreeSlots';
import { offerSlotNow } from '../../../scheduling/waitlist/offerSlotNow';

const tags = ['core: waitlist'];
const security = [{ bearer: [] }];

/** api/core/Waitlist/{id}/...: staff offer a chosen free slot to one entry ("Offer now"). */
export async function coreWaitlistOfferRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/core/Waitlist/:id/FreeSlots',
    {
      schema: {
        tags,
        summary:
          "Free starts on a day for the entry's service at its location, with the clinicians free then",
        description:
          'Only the clinician the patient waits for, when they chose one. suitsPatient tells the starts ' +
          "within the patient's dates, days of the week and parts of the day.",
        security,
        params: idParamsSchema,
        querystring: coreWaitlistFreeSlotsQuerySchema,
        response: {
          200: coreWaitlistFreeSlotsReplySchema,
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request) => {
      staffOf(request);
      return entryFreeSlots(app.deps.db, request.params.id, request.query.date);
    },
  );

  app.post(
    '/api/core/Waitlist/:id/Offer',
    {
      schema: {
        tags,
        summary:
          'Offers a free slot to the entry now: the patient gets the e-mailed offer of the automatic flow',
        description:
          '409 when the time is no longer free (slotTaken) or has passed (slotPassed), the entry was removed ' +
          '(waitlistEntryClosed) or booked (waitlistEntryBooked), an offer is still open (waitlistOfferOpen) ' +
          'or the patient has no e-mail address (waitlistNoEmail); 400 for another clinician than the one ' +
          'the patient waits for (waitlistOtherClinician).',
        security,
        params: idParamsSchema,
        body: coreWaitlistOfferNowBodySchema,
        response: {
          201: z.object({ id: z.uuid() }),
          400: errorReplySchema,
          401: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request, reply) => {
      staffOf(request);
      const id = await offerSlotNow(app.deps, request, request.params.id, request.body);
      return reply.status(201).send({ id });
    },
  );
}
