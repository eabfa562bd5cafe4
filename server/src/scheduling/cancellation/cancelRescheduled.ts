import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { recordAudit } from '../../audit/recordAudit';
import type { Transaction } from '../../db/database';
import { appointments } from '../../db/schema';
import type { AppointmentRequestRow } from '../appointmentRequestsWithNames';
import { type FreedSlot, slotOfAppointment } from '../freedSlot';

/**
 * Approving a reschedule request books the new time and, in the same transaction, cancels the
 * appointment it moves (if still scheduled: staff may have changed it meanwhile). The minimum
 * notice does not apply: staff approved the move. Returns the freed slot for the waitlist.
 */
export async function cancelRescheduled(
  tx: Transaction,
  request: FastifyRequest,
  row: AppointmentRequestRow,
  patientId: string,
): Promise<FreedSlot | null> {
  if (!row.rescheduleOfAppointmentId) return null;
  const [old] = await tx
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, row.rescheduleOfAppointmentId), eq(appointments.patientId, patientId)))
    .for('update');
  if (old?.status !== 'Show') return null;
  const note = 'Cancelled: rescheduled by the patient.';
  await tx
    .update(appointments)
    .set({ status: 'Cancelled', notes: old.notes ? `${old.notes}\n${note}` : note })
    .where(eq(appointments.id, old.id));
  await recordAudit(tx, request, {
    action: 'cancel',
    resource: 'Appointment',
    resourceId: old.id,
    patientId,
  });
  return slotOfAppointment(old);
}
