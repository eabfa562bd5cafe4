import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { sendAfterCommit } from '../schedulingMail';
import { loadAppointmentFacts } from './appointmentFacts';
import { appointmentMail } from './appointmentMail';
import type { AppointmentMailKind } from './appointmentTexts';
import { type AskingLogin, patientMailRecipients } from './mailRecipients';

/**
 * After a change to an appointment is committed: everyone who hears of the patient's
 * appointments gets its mail with the calendar file. A failure is logged, never undoes the
 * change (sendAfterCommit).
 */
export async function sendPatientAppointmentMails(
  deps: AppDeps,
  log: FastifyBaseLogger,
  appointmentId: string,
  kind: AppointmentMailKind,
  asking?: AskingLogin,
): Promise<void> {
  try {
    const facts = await loadAppointmentFacts(deps.db, appointmentId);
    if (!facts) return;
    for (const recipient of await patientMailRecipients(deps.db, facts.patientId, asking)) {
      const mail = appointmentMail(recipient.email, kind, facts, {
        language: recipient.language,
        publicUrl: deps.config.publicUrl,
      });
      await sendAfterCommit(deps, log, mail);
    }
  } catch (error) {
    log.warn({ err: error }, `appointment mail (${kind}) not sent`);
  }
}
