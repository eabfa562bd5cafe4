import {
  billingAddCreditCardBodySchema,
  billingCreditCardSchema,
  billingDeleteCreditCardQuerySchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import { z } from 'zod';
import type { AppInstance } from '../../../app/appInstance';
import { recordAudit } from '../../../audit/recordAudit';
import { billingAdaptersOf } from '../../../payments/billingAdapters';
import { cardFailureError } from '../../../payments/cards/cardFailureError';
import { listSavedCards, removeSavedCard, saveCard, toCreditCard } from '../../../payments/cards/savedCards';
import { bearerSecurity, billingTags } from './billingRouteDocs';
import { loadOwnPatient } from './ownPatient';

const errors = { 400: errorReplySchema, 401: errorReplySchema, 404: errorReplySchema };

/** The signed-in patient's saved cards (Payment Methods page). */
export async function creditCardRoutes(app: AppInstance): Promise<void> {
  app.get(
    '/api/portal/Patients/getCreditCards/:id',
    {
      schema: {
        tags: billingTags,
        summary: "The signed-in patient's saved cards, default first",
        security: bearerSecurity,
        params: idParamsSchema,
        response: { 200: z.array(billingCreditCardSchema), ...errors },
      },
    },
    async (request) =>
      app.deps.db.transaction(async (tx) => {
        const patient = await loadOwnPatient(tx, request, request.params.id);
        const cards = await listSavedCards(tx, patient.id);
        await recordAudit(tx, request, { action: 'read', resource: 'PaymentMethod', resourceId: patient.id });
        return cards.map(toCreditCard);
      }),
  );

  app.post(
    '/api/portal/Patients/addCreditCard/:id',
    {
      // Adding cards is what card-testing fraud automates: a person never needs many in a row.
      config: { rateLimit: { max: 10, timeWindow: '15 minutes' } },
      schema: {
        tags: billingTags,
        summary: 'Saves a card for the signed-in patient (the /billing/addPaymentMethod page)',
        description:
          'The number goes to the payment gateway to be tokenised; only the token, brand, last 4 and expiry are kept. ' +
          "A wrong number is 400 'Your card number is incorrect.'; an expired card is 402 'Your card has expired.'",
        security: bearerSecurity,
        params: idParamsSchema,
        body: billingAddCreditCardBodySchema,
        response: { 201: billingCreditCardSchema, 402: errorReplySchema, 429: errorReplySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { makeDefault, ...card } = request.body;
      const patient = await loadOwnPatient(app.deps.db, request, request.params.id);
      const tokenised = await billingAdaptersOf(app.deps).gateway.tokenise(card);
      if (!tokenised.ok) throw cardFailureError(tokenised);
      const saved = await app.deps.db.transaction(async (tx) => {
        const row = await saveCard(tx, patient.id, tokenised.card, card.holderName, makeDefault);
        await recordAudit(tx, request, { action: 'create', resource: 'PaymentMethod', resourceId: row.id });
        return row;
      });
      return reply.status(201).send(toCreditCard(saved));
    },
  );

  app.delete(
    '/api/portal/Patients/deleteCreditCard/:id',
    {
      schema: {
        tags: billingTags,
        summary: 'Removes a saved card ({id} is the card) of the signed-in patient',
        description: 'When the default card is removed, the newest remaining card becomes the default.',
        security: bearerSecurity,
        params: idParamsSchema,
        querystring: billingDeleteCreditCardQuerySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await app.deps.db.transaction(async (tx) => {
        const patient = await loadOwnPatient(tx, request, request.query.patientId);
        await removeSavedCard(tx, patient.id, request.params.id);
        await recordAudit(tx, request, {
          action: 'delete',
          resource: 'PaymentMethod',
          resourceId: request.params.id,
        });
      });
      return reply.status(204).send(null);
    },
  );
}
