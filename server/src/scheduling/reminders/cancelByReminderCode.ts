import type { ReminderCancelBody, ReminderCancelReply } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { appointments } from '../../db/schema';
import { askingLogin, queueCancellationMails } from '../appointmentMail/cancellationMails';
import { afterPatientCancel } from '../cancellation/afterPatientCancel';
import { cancelPatientAppointment } from '../cancellation/cancelPatientAppointment';
import { consumeReminderCode } from './reminderCodes';

/**
 * A reminder's Cancel link, pressed on its portal page: the patient's own cancellation, with the
 * portal's rules (the clinic's notice) and mails. A refusal (too late) rolls back, so the code
 * stays usable, as the request cancel link does.
 */
export async function cancelByReminderCode(
  deps: AppDeps,
  request: FastifyRequest,
  body: ReminderCancelBody,
): Promise<ReminderCancelReply> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const appointmentId = await consumeReminderCode(tx, body.code, 'cancel');
    const [owner] = await tx
      .select({ patientId: appointments.patientId })
      .from(appointments)
      .where(eq(appointments.id, appointmentId));
    const appointment = await cancelPatientAppointment(
      tx,
      request,
      { appointmentId, patientId: owner?.patientId ?? '' },
      { reason: body.reason, details: body.details },
    );
    await queueCancellationMails(deps, tx, appointmentId, askingLogin(request, null));
    return appointment;
  });
  await afterPatientCancel(deps, request.log, cancelled);
  return { cancelled: 'appointment' };
}
