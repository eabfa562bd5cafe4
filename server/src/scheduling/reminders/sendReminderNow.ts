import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { refusedWith } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import { patients } from '../../db/schema';
import { toE164 } from '../../integrations/sms/smsClient';
import { loadAppointmentFacts } from '../appointmentMail/appointmentFacts';
import { now } from '../clock';
import { lockAppointment } from '../lockAppointment';
import { wallToUtcMs } from '../wallClock';
import { queueReminderMails, queueReminderSms } from './queueReminder';

/**
 * Staff send a reminder now (a patient who asks for the details again, or a reminder the clinic
 * wants out before its time): the same mail and, with the patient's consent, text as the
 * scheduled ones, which still go out at their moments.
 */
export async function sendReminderNow(
  deps: AppDeps,
  request: FastifyRequest,
  appointmentId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, appointmentId);
    const facts = await loadAppointmentFacts(tx, appointmentId);
    const upcoming = facts && wallToUtcMs(facts.startWallMs, facts.timeZone) > now().getTime();
    if (row.status !== 'Show' || !facts || !upcoming) throw refusedWith(409, 'appointmentNotExpected');
    const mailed = await queueReminderMails(deps, tx, facts);
    const [patient] = await tx
      .select({ phone: patients.phone, optedIn: patients.smsRemindersOptedInAt })
      .from(patients)
      .where(eq(patients.id, row.patientId));
    const sms = patient?.optedIn ? toE164(patient.phone) : null;
    if (sms) await queueReminderSms(deps, tx, facts, sms);
    if (mailed === 0 && !sms) throw refusedWith(409, 'reminderNoRecipient');
    await recordAudit(tx, request, {
      action: 'remind',
      resource: 'Appointment',
      resourceId: row.id,
      patientId: row.patientId,
    });
  });
}
