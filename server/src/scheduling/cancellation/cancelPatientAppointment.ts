import type { AppointmentCancelReason } from '@clinic/api-contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../audit/recordAudit';
import type { Transaction } from '../../db/database';
import { appointments, locations } from '../../db/schema';
import { now } from '../clock';
import { type FreedSlot, slotOfAppointment } from '../freedSlot';
import { isUpcoming } from '../isUpcoming';
import { cancelNoticeHours, isBeforeNotice } from './cancelNotice';
import { appointmentRefusal } from './refusals';

/** How staff read the patient's reason in the appointment's notes (English: staff's language). */
const reasonTexts: Record<AppointmentCancelReason, string> = {
  scheduleConflict: 'schedule conflict',
  feelingBetter: 'feeling better',
  illness: 'illness',
  transportation: 'transportation',
  cost: 'cost',
  other: 'other',
};

export interface PatientCancellation {
  appointmentId: string;
  patientId: string;
  slot: FreedSlot | null;
}

/**
 * Inside the caller's transaction: the patient's own upcoming appointment (another patient's is
 * 404), locked, cancelled with the reason in its notes if the clinic's notice allows it. The
 * caller offers the freed slot to the waitlist once committed, as staff cancellations do.
 */
export async function cancelPatientAppointment(
  tx: Transaction,
  request: FastifyRequest,
  target: { appointmentId: string; patientId: string },
  why: { reason: AppointmentCancelReason; details?: string | undefined },
): Promise<PatientCancellation> {
  const [found] = await tx
    .select({ appointment: appointments, timeZone: locations.timeZone })
    .from(appointments)
    .innerJoin(locations, eq(locations.id, appointments.locationId))
    .where(and(eq(appointments.id, target.appointmentId), eq(appointments.patientId, target.patientId)))
    .for('update', { of: appointments });
  if (!found) throw appointmentRefusal('notFound');
  const { appointment, timeZone } = found;
  const at = now();
  if (appointment.status === 'Cancelled') throw appointmentRefusal('alreadyCancelled');
  if (appointment.status !== 'Show' || !isUpcoming(appointment, timeZone, at)) {
    throw appointmentRefusal('notCancellable');
  }
  const hours = await cancelNoticeHours(tx);
  if (!isBeforeNotice(appointment.appointmentDate, timeZone, hours, at)) {
    throw appointmentRefusal('cancelTooLate', { hours });
  }
  const note = `Cancelled by the patient (${reasonTexts[why.reason]})${why.details ? `: ${why.details}` : '.'}`;
  await tx
    .update(appointments)
    .set({ status: 'Cancelled', notes: appointment.notes ? `${appointment.notes}\n${note}` : note })
    .where(eq(appointments.id, appointment.id));
  await recordAudit(tx, request, {
    action: 'cancel',
    resource: 'Appointment',
    resourceId: appointment.id,
    patientId: appointment.patientId,
  });
  return {
    appointmentId: appointment.id,
    patientId: appointment.patientId,
    slot: slotOfAppointment(appointment),
  };
}
