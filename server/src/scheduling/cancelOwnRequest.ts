import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app/appInstance';
import { refused } from '../app/httpError';
import { recordAudit } from '../audit/recordAudit';
import { appointmentRequests } from '../db/schema';
import { announceRequestToStaff } from '../live/liveEvents';
import { now } from './clock';
import { lockRequest, slotHeldBy } from './lockRequest';
import { offerFreedSlot } from './waitlist/offerFreedSlot';

export const requestAlreadyApprovedMessage =
  'This appointment request has already been approved. To cancel it, please visit the Appointments section!';
export const cannotCancelRequestMessage = "Can't cancel this appointment request!";

/**
 * The patient withdraws an unconfirmed request of theirs (another patient's id is 404). An
 * approved one is an appointment now and is cancelled there (portal.md section 4).
 */
export async function cancelOwnRequest(
  deps: AppDeps,
  request: FastifyRequest,
  requestId: string,
  patientId: string,
): Promise<void> {
  const row = await deps.db.transaction(async (tx) => {
    const locked = await lockRequest(tx, requestId, eq(appointmentRequests.patientId, patientId));
    if (locked.status === 'Approved')
      throw refused(400, 'requestAlreadyApproved', requestAlreadyApprovedMessage);
    if (locked.status !== 'Unconfirmed')
      throw refused(400, 'requestNotCancellable', cannotCancelRequestMessage);
    await tx
      .update(appointmentRequests)
      .set({ status: 'Cancelled', cancelledAt: now().toISOString() })
      .where(eq(appointmentRequests.id, locked.id));
    await recordAudit(tx, request, {
      action: 'cancel',
      resource: 'AppointmentRequest',
      resourceId: locked.id,
      patientId,
    });
    return locked;
  });
  announceRequestToStaff(deps, { requestId, status: 'Cancelled', change: 'cancelled' });
  const slot = slotHeldBy(row);
  if (slot) await offerFreedSlot(deps, request.log, slot);
}
