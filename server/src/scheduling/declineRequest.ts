import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../app/appInstance';
import { conflict } from '../app/httpError';
import { recordAudit } from '../audit/recordAudit';
import { appointmentRequests, locations } from '../db/schema';
import { announceRequestToPatient, announceRequestToStaff } from '../live/liveEvents';
import { staffMailLanguage } from './appointmentMail/staffMailLanguage';
import { alreadyReviewedMessage } from './approveRequest';
import { now } from './clock';
import { lockRequest, slotHeldBy } from './lockRequest';
import { requesterEmail } from './requesterEmail';
import { queueMails, requestDeclinedMail } from './schedulingMail';
import { offerFreedSlot } from './waitlist/offerFreedSlot';

/** Declines an unconfirmed request; the slot it held goes to the waitlist. */
export async function declineRequest(
  deps: AppDeps,
  request: FastifyRequest,
  requestId: string,
  reason: string,
  staffUserId: string,
): Promise<void> {
  const declined = await deps.db.transaction(async (tx) => {
    const row = await lockRequest(tx, requestId);
    if (row.status !== 'Unconfirmed') throw conflict([alreadyReviewedMessage]);
    await tx
      .update(appointmentRequests)
      .set({
        status: 'Declined',
        declineReason: reason,
        reviewedById: staffUserId,
        reviewedAt: now().toISOString(),
      })
      .where(eq(appointmentRequests.id, row.id));
    await recordAudit(tx, request, {
      action: 'decline',
      resource: 'AppointmentRequest',
      resourceId: row.id,
      patientId: row.patientId,
    });
    const slot = slotHeldBy(row);
    const email = await requesterEmail(tx, row);
    const [location] = row.locationId
      ? await tx.select().from(locations).where(eq(locations.id, row.locationId))
      : [];
    const mail =
      email && slot && location
        ? requestDeclinedMail(
            email,
            slot.startWallMs,
            location.name,
            location.phone,
            await staffMailLanguage(tx, row),
          )
        : null;
    await queueMails(deps, tx, [mail]);
    return { row, slot };
  });
  const event = { requestId, status: 'Declined', change: 'declined' } as const;
  if (declined.row.patientId) announceRequestToPatient(deps, declined.row.patientId, event);
  announceRequestToStaff(deps, event);
  if (declined.slot) await offerFreedSlot(deps, request.log, declined.slot);
}
