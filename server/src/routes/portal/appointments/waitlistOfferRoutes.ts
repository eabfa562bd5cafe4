import { errorReplySchema, waitlistOfferParamsSchema, waitlistOfferSchema } from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { offerView } from '../../../scheduling/waitlist/offerView';
import { acceptOffer, declineOffer } from '../../../scheduling/waitlist/respondToOffer';

const tags = ['portal: waitlist'];
/** Reached from an e-mailed link without signing in: the 32-byte code is the credential. */
const offerConfig = { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function waitlistOfferRoutes(app: AppInstance): Promise<void> {
  const db = app.deps.db;

  app.get(
    '/api/portal/Waitlist/Offer/:code',
    {
      config: offerConfig,
      schema: {
        tags,
        summary: 'The slot an e-mailed waitlist link offers (date, time, clinician, location) and its state',
        params: waitlistOfferParamsSchema,
        response: {
          200: waitlistOfferSchema,
          400: errorReplySchema,
          404: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => offerView(db, request.params.code),
  );

  app.post(
    '/api/portal/Waitlist/Offer/:code/Accept',
    {
      config: offerConfig,
      schema: {
        tags,
        summary: 'Books the offered slot; 409 when it was taken, expired or already accepted',
        params: waitlistOfferParamsSchema,
        response: {
          200: waitlistOfferSchema,
          400: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      await acceptOffer(app.deps, request, request.params.code);
      return offerView(db, request.params.code);
    },
  );

  app.post(
    '/api/portal/Waitlist/Offer/:code/Decline',
    {
      config: offerConfig,
      schema: {
        tags,
        summary:
          'Declines the offered slot: it goes to the next patient waiting; the patient stays on the list',
        params: waitlistOfferParamsSchema,
        response: {
          200: waitlistOfferSchema,
          400: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => {
      await declineOffer(app.deps, request, request.params.code);
      return offerView(db, request.params.code);
    },
  );
}
