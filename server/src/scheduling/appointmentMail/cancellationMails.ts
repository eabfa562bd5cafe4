import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { requestLanguage } from '../../app/requestLanguage';
import { sendAfterCommit } from '../schedulingMail';
import { loadAppointmentFacts } from './appointmentFacts';
import { appointmentMail } from './appointmentMail';
import { mailLanguageOf } from './mailLanguage';
import { type AskingLogin, patientMailRecipients } from './mailRecipients';

/**
 * The patient's own cancel: the login that asked (none for a visitor's mailed link) is answered
 * in the language of the page it asked from.
 */
export function askingLogin(request: FastifyRequest, loginId: string | null): AskingLogin {
  return { loginId: loginId ?? '', language: mailLanguageOf(requestLanguage(request)) };
}

/**
 * After a cancellation is committed: everyone who hears of the patient's appointments gets the
 * cancellation with a calendar file that removes the entry. A failure is logged, never undoes
 * the cancellation (sendAfterCommit).
 */
export async function sendCancellationMails(
  deps: AppDeps,
  log: FastifyBaseLogger,
  appointmentId: string,
  asking?: AskingLogin,
): Promise<void> {
  try {
    const facts = await loadAppointmentFacts(deps.db, appointmentId);
    if (!facts) return;
    for (const recipient of await patientMailRecipients(deps.db, facts.patientId, asking)) {
      const mail = appointmentMail(recipient.email, 'cancelled', facts, {
        language: recipient.language,
        publicUrl: deps.config.publicUrl,
      });
      await sendAfterCommit(deps, log, mail);
    }
  } catch (error) {
    log.warn({ err: error }, 'cancellation mail not sent');
  }
}
