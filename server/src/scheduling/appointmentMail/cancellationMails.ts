import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { requestLanguage } from '../../app/requestLanguage';
import type { Queryable } from '../../db/database';
import { mailLanguageOf } from './mailLanguage';
import type { AskingLogin } from './mailRecipients';
import { queuePatientAppointmentMails } from './patientAppointmentMails';

/**
 * The patient's own cancel: the login that asked (none for a visitor's mailed link) is answered
 * in the language of the page it asked from.
 */
export function askingLogin(request: FastifyRequest, loginId: string | null): AskingLogin {
  return { loginId: loginId ?? '', language: mailLanguageOf(requestLanguage(request)) };
}

/** In the cancellation's transaction: the cancellation, with a calendar file that removes the entry. */
export const queueCancellationMails = (
  deps: AppDeps,
  tx: Queryable,
  appointmentId: string,
  asking?: AskingLogin,
): Promise<void> => queuePatientAppointmentMails(deps, tx, appointmentId, 'cancelled', asking);
