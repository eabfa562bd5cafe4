import type { AppDeps } from '../../app/appInstance';
import type { Queryable } from '../../db/database';
import { queueSms } from '../../integrations/sms/smsJob';
import { jobQueueOf } from '../../jobs/serverJobs';
import { queueMail } from '../../mail/mailQueue';
import type { AppointmentFacts } from '../appointmentMail/appointmentFacts';
import { appointmentWhen } from '../appointmentMail/appointmentWhen';
import { patientMailRecipients } from '../appointmentMail/mailRecipients';
import { wallToUtcMs } from '../wallClock';
import { issueReminderCode, reminderPaths } from './reminderCodes';
import { reminderMail } from './reminderMail';
import { reminderTexts } from './reminderTexts';

/** Links with fresh single-use codes (made when the message is sent), valid until the appointment starts. */
async function reminderLinks(deps: AppDeps, db: Queryable, facts: AppointmentFacts) {
  const until = new Date(wallToUtcMs(facts.startWallMs, facts.timeZone));
  const link = async (purpose: 'confirm' | 'cancel') =>
    `${deps.config.publicUrl}${reminderPaths[purpose]}${await issueReminderCode(db, facts.appointmentId, purpose, until)}`;
  return { confirm: await link('confirm'), cancel: await link('cancel') };
}

/** In the caller's transaction: the reminder mail to everyone who hears of the patient's appointments, in their language. */
export async function queueReminderMails(
  deps: AppDeps,
  db: Queryable,
  facts: AppointmentFacts,
): Promise<number> {
  const recipients = await patientMailRecipients(db, facts.patientId);
  for (const recipient of recipients) {
    const links = await reminderLinks(deps, db, facts);
    const mail = reminderMail(recipient.email, facts, links, {
      language: recipient.language,
      publicUrl: deps.config.publicUrl,
    });
    await queueMail(jobQueueOf(deps), db, mail);
  }
  return recipients.length;
}

/** In the caller's transaction: the reminder text to `to` (E.164), in the language of the patient's mails. */
export async function queueReminderSms(
  deps: AppDeps,
  db: Queryable,
  facts: AppointmentFacts,
  to: string,
): Promise<void> {
  const [recipient] = await patientMailRecipients(db, facts.patientId);
  const language = recipient?.language ?? 'en';
  const links = await reminderLinks(deps, db, facts);
  const when = appointmentWhen(facts.startWallMs, facts.timeZone, language);
  await queueSms(jobQueueOf(deps), db, {
    to,
    body: reminderTexts[language].sms(when, links.confirm, links.cancel),
  });
}
