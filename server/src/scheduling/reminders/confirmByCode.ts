import type { ReminderConfirmBody, ReminderConfirmReply } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { recordAudit } from '../../audit/recordAudit';
import { appointments } from '../../db/schema';
import { isoInstant } from '../../documents/isoInstant';
import { announceAppointmentToStaff } from '../cancellation/announceCancellation';
import { appointmentRefusal } from '../cancellation/refusals';
import { now } from '../clock';
import { consumeReminderCode } from './reminderCodes';

/**
 * A reminder's Confirm link, pressed on its portal page: the patient says they are coming, which
 * staff see on the schedule. The code is used up only when the appointment is still expected.
 */
export async function confirmByCode(
  deps: AppDeps,
  request: FastifyRequest,
  body: ReminderConfirmBody,
): Promise<ReminderConfirmReply> {
  const confirmed = await deps.db.transaction(async (tx) => {
    const appointmentId = await consumeReminderCode(tx, body.code, 'confirm');
    const [appointment] = await tx
      .select()
      .from(appointments)
      .where(eq(appointments.id, appointmentId))
      .for('update');
    if (!appointment) throw appointmentRefusal('cancelLinkUnusable');
    if (appointment.status === 'Cancelled') throw appointmentRefusal('alreadyCancelled');
    if (appointment.status !== 'Show') throw appointmentRefusal('cancelLinkUnusable');
    const confirmedAt = appointment.confirmedAt ?? now().toISOString();
    await tx.update(appointments).set({ confirmedAt }).where(eq(appointments.id, appointmentId));
    await recordAudit(tx, request, {
      action: 'confirm',
      resource: 'Appointment',
      resourceId: appointmentId,
      patientId: appointment.patientId,
    });
    return { appointmentId, confirmedAt };
  });
  announceAppointmentToStaff(deps, {
    appointmentId: confirmed.appointmentId,
    status: 'Show',
    change: 'confirmed',
  });
  return { confirmedAt: isoInstant(confirmed.confirmedAt) };
}
