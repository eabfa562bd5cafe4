import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { requestLanguage } from '../../app/requestLanguage';
import { mailLanguageOf } from './mailLanguage';
import type { AskingLogin } from './mailRecipients';
import { sendPatientAppointmentMails } from './patientAppointmentMails';

/**
 * The patient's own cancel: the login that asked (none for a visitor's mailed link) is answered
 * in the language of the page it asked from.
 */
export function askingLogin(request: FastifyRequest, loginId: string | null): AskingLogin {
  return { loginId: loginId ?? '', language: mailLanguageOf(requestLanguage(request)) };
}

/** After a cancellation is committed: the cancellation, with a calendar file that removes the entry. */
export const sendCancellationMails = (
  deps: AppDeps,
  log: FastifyBaseLogger,
  appointmentId: string,
  asking?: AskingLogin,
): Promise<void> => sendPatientAppointmentMails(deps, log, appointmentId, 'cancelled', asking);
