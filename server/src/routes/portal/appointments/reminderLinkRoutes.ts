import {
  errorReplySchema,
  reminderCancelBodySchema,
  reminderCancelReplySchema,
  reminderConfirmBodySchema,
  reminderConfirmReplySchema,
} from '@clinic/api-contract';
import type { AppInstance } from '../../../app/appInstance';
import { cancelByReminderCode } from '../../../scheduling/reminders/cancelByReminderCode';
import { confirmByCode } from '../../../scheduling/reminders/confirmByCode';

const tags = ['portal: appointments'];
// Reached from a reminder's link without signing in: the 32-byte code is the credential.
const config = { public: true, rateLimit: { max: 30, timeWindow: '1 minute' } } as const;

/**
 * POST api/portal/AppointmentReminders/Confirm and /Cancel: the buttons of the pages a reminder's
 * links open (/appointment-confirm/{code}, /appointment-cancel/{code}). Only these POSTs use a
 * code: the GET of a link (a mail scanner's too) shows the page and changes nothing.
 */
export async function reminderLinkRoutes(app: AppInstance): Promise<void> {
  app.post(
    '/api/portal/AppointmentReminders/Confirm',
    {
      config,
      schema: {
        tags,
        summary: "Confirms the patient is coming, with a reminder's single-use Confirm code",
        description:
          "Refusals carry a code: 400 'cancelLinkUnusable' (unknown, used or expired), 409 'alreadyCancelled'.",
        body: reminderConfirmBodySchema,
        response: {
          200: reminderConfirmReplySchema,
          400: errorReplySchema,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => confirmByCode(app.deps, request, request.body),
  );

  app.post(
    '/api/portal/AppointmentReminders/Cancel',
    {
      config,
      schema: {
        tags,
        summary: "Cancels the appointment with a reminder's single-use Cancel code, by the portal's rules",
        description:
          "A refusal leaves the code usable. Codes: 400 'cancelLinkUnusable', 409 'cancelTooLate' (params.hours), 'alreadyCancelled', 'notCancellable'.",
        body: reminderCancelBodySchema,
        response: {
          200: reminderCancelReplySchema,
          400: errorReplySchema,
          404: errorReplySchema,
          409: errorReplySchema,
          429: errorReplySchema,
        },
      },
    },
    async (request) => cancelByReminderCode(app.deps, request, request.body),
  );
}
