import {
  errorReplySchema,
  requestCancelByCodeBodySchema,
  requestCancelByCodeReplySchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { cancelByCode } from '../../../scheduling/cancellation/cancelByCode';

/** POST api/portal/AppointmentRequests/CancelByCode: the e-mailed cancel link of a visitor's request. */
export async function requestCancelByCodeRoutes(app: AppInstance): Promise<void> {
  app.post(
    '/api/portal/AppointmentRequests/CancelByCode',
    {
      // Reached from an e-mailed link without signing in: the 32-byte code is the credential.
      config: { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['portal: appointments'],
        summary:
          "Cancels a visitor's request, or the appointment it became, with the code mailed to them (/cancel-request/{code})",
        description:
          "Single use. Refusals carry a code: 400 'cancelLinkUnusable' (unknown, used or expired), 409 'cancelTooLate' (params.hours), 'alreadyCancelled', 'notCancellable', 'requestNotCancellable'.",
        body: requestCancelByCodeBodySchema,
        response: {
          200: requestCancelByCodeReplySchema,
          400: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => cancelByCode(app.deps, request, request.body),
  );
}
