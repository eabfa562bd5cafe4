import {
  billingChooseCardMessage,
  billingPaymentSucceededSchema,
  billingProcessPaymentBodySchema,
  errorReplySchema,
  idParamsSchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { refused } from '../../../app/httpError';
import { portalOf } from '../../../auth/authenticate';
import { billingAdaptersOf } from '../../../payments/billingAdapters';
import { dollarsToCents } from '../../../payments/money';
import { processPatientPayment } from '../../../payments/processPayment/processPatientPayment';
import { bearerSecurity, billingTags } from './billingRouteDocs';
import { loadOwnPatient } from './ownPatient';

export async function paymentRoutes(app: AppInstance): Promise<void> {
  app.post(
    '/api/portal/Patients/ProcessPatientPayment/:id',
    {
      schema: {
        tags: billingTags,
        summary: 'Pays toward the signed-in patient’s balance with a saved or a typed card',
        description:
          'At most the balance due. A refused card is 402 with the gateway’s message (shown under "Transaction error"); ' +
          'a wrong card number is 400. The same idempotencyKey never charges twice: a resubmission, also in parallel, ' +
          'answers the first outcome.',
        security: bearerSecurity,
        params: idParamsSchema,
        body: billingProcessPaymentBodySchema,
        response: {
          200: billingPaymentSucceededSchema,
          400: errorReplySchema,
          401: errorReplySchema,
          402: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
        },
      },
    },
    async (request) => {
      const patient = await loadOwnPatient(app.deps.db, request, request.params.id);
      const { amount, paymentMethodId, card, idempotencyKey } = request.body;
      const source = card ? { card } : paymentMethodId ? { paymentMethodId } : undefined;
      if (!source) throw refused(400, 'chooseCard', billingChooseCardMessage);
      return processPatientPayment(app.deps.db, billingAdaptersOf(app.deps).gateway, request, {
        patientId: patient.id,
        amountCents: dollarsToCents(amount),
        idempotencyKey,
        source,
        createdBy: { type: 'portal', id: portalOf(request).loginId },
      });
    },
  );
}
