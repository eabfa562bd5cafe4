import type { AppDeps } from '../../app/appInstance';
import type { Queryable } from '../../db/database';
import { queueMails } from '../schedulingMail';
import { loadAppointmentFacts } from './appointmentFacts';
import { appointmentMail } from './appointmentMail';
import type { AppointmentMailKind } from './appointmentTexts';
import { type AskingLogin, patientMailRecipients } from './mailRecipients';

/**
 * In the change's transaction: everyone who hears of the patient's appointments gets its mail
 * with the calendar file, queued with the change, so it goes out exactly when the change commits.
 */
export async function queuePatientAppointmentMails(
  deps: AppDeps,
  tx: Queryable,
  appointmentId: string,
  kind: AppointmentMailKind,
  asking?: AskingLogin,
): Promise<void> {
  const facts = await loadAppointmentFacts(tx, appointmentId);
  if (!facts) return;
  const recipients = await patientMailRecipients(tx, facts.patientId, asking);
  const mails = recipients.map((recipient) =>
    appointmentMail(recipient.email, kind, facts, {
      language: recipient.language,
      publicUrl: deps.config.publicUrl,
    }),
  );
  await queueMails(deps, tx, mails);
}
