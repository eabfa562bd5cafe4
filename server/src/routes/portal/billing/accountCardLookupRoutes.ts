import {
  billingCardsByAccountQuerySchema,
  billingMaskedCardListSchema,
  billingSavedCardByAccountParamsSchema,
  billingSavedCardByAccountQuerySchema,
  errorReplySchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { cardsForAccount } from '../../../payments/cards/accountCardLookup';
import { billingTags } from './billingRouteDocs';

/** Anonymous callers guessing account numbers get few tries: 10 per 15 minutes per address. */
const lookupLimit = { public: true, rateLimit: { max: 10, timeWindow: '15 minutes' } };
const replies = { 200: billingMaskedCardListSchema, 400: errorReplySchema, 429: errorReplySchema };

/**
 * The anonymous pay-a-bill path: which cards the account has on file, masked. Nothing is
 * disclosed unless account number, last name (any case) and location all match.
 */
export async function accountCardLookupRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/portal/Patients/getSaveCardByAccountNumber/:number',
    {
      config: lookupLimit,
      schema: {
        tags: billingTags,
        summary: "The account's default saved card (brand, last 4, expiry); public, rate-limited",
        description: 'An empty list unless the account number, lastName and locationId all match.',
        params: billingSavedCardByAccountParamsSchema,
        querystring: billingSavedCardByAccountQuerySchema,
        response: replies,
      },
    },
    async (request) =>
      cardsForAccount(
        app.deps.db,
        request,
        { accountNumber: request.params.number, ...request.query },
        'default',
      ),
  );

  app.get(
    '/api/portal/Patients/getCreditCardsByAccountNumber',
    {
      config: lookupLimit,
      schema: {
        tags: billingTags,
        summary: "The account's saved cards (brand, last 4, expiry); public, rate-limited",
        description: 'An empty list unless accountNumber, lastName and locationId all match.',
        querystring: billingCardsByAccountQuerySchema,
        response: replies,
      },
    },
    async (request) => cardsForAccount(app.deps.db, request, request.query, 'all'),
  );
}
