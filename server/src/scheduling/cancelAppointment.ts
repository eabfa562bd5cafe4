import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app/appInstance';
import { refused } from '../app/httpError';
import { recordAudit } from '../audit/recordAudit';
import { appointments } from '../db/schema';
import { queueCancellationMails } from './appointmentMail/cancellationMails';
import { announceAppointmentToStaff } from './cancellation/announceCancellation';
import { slotOfAppointment } from './freedSlot';
import { lockAppointment } from './lockAppointment';
import { offerFreedSlot } from './waitlist/offerFreedSlot';

export const onlyScheduledCancelMessage = 'Only a scheduled appointment can be cancelled.';

/** Staff cancel a scheduled appointment; schedules open elsewhere refresh and the freed slot is offered to the waitlist. */
export async function cancelAppointment(
  deps: AppDeps,
  request: FastifyRequest,
  appointmentId: string,
  reason: string | undefined,
): Promise<void> {
  const cancelled = await deps.db.transaction(async (tx) => {
    const row = await lockAppointment(tx, appointmentId);
    if (row.status !== 'Show') throw refused(409, 'notCancellable', onlyScheduledCancelMessage);
    const note = reason ? `Cancelled: ${reason}` : 'Cancelled.';
    await tx
      .update(appointments)
      .set({ status: 'Cancelled', notes: row.notes ? `${row.notes}\n${note}` : note })
      .where(eq(appointments.id, row.id));
    await recordAudit(tx, request, {
      action: 'cancel',
      resource: 'Appointment',
      resourceId: row.id,
      patientId: row.patientId,
    });
    await queueCancellationMails(deps, tx, row.id);
    return row;
  });
  announceAppointmentToStaff(deps, { appointmentId: cancelled.id, status: 'Cancelled', change: 'cancelled' });
  const slot = slotOfAppointment(cancelled);
  if (slot) await offerFreedSlot(deps, request.log, slot);
}
