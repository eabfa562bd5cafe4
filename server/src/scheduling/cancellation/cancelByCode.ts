import type { RequestCancelByCodeBody, RequestCancelByCodeReply } from '@clinic/api-contract';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { HttpError } from '../../app/httpError';
import { recordAudit } from '../../audit/recordAudit';
import { appointmentRequests } from '../../db/schema';
import { announceRequestToStaff } from '../../live/liveEvents';
import { askingLogin, queueCancellationMails } from '../appointmentMail/cancellationMails';
import { now } from '../clock';
import { lockRequest, slotHeldBy } from '../lockRequest';
import { consumeRequestCode } from '../requester/requestCodes';
import { offerFreedSlot } from '../waitlist/offerFreedSlot';
import { afterPatientCancel } from './afterPatientCancel';
import { cancelPatientAppointment, type PatientCancellation } from './cancelPatientAppointment';
import { appointmentRefusal } from './refusals';

type Outcome =
  | { cancelled: 'request'; requestId: string; slot: ReturnType<typeof slotHeldBy> }
  | { cancelled: 'appointment'; requestId: string; appointment: PatientCancellation };

/**
 * The e-mailed link of a visitor who cannot sign in: it cancels the request while it waits for
 * review, or the appointment it became once approved (with the same notice rule as in the
 * portal). The code is used up only when something was cancelled: a refusal (too late) leaves
 * it, since the transaction rolls back.
 */
export async function cancelByCode(
  deps: AppDeps,
  request: FastifyRequest,
  body: RequestCancelByCodeBody,
): Promise<RequestCancelByCodeReply> {
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const code = await consumeRequestCode(tx, body.code, 'cancelRequest').catch((error: unknown) => {
      throw error instanceof HttpError ? appointmentRefusal('cancelLinkUnusable') : error;
    });
    const row = await lockRequest(tx, code.requestId);
    const why = { reason: body.reason, details: body.details };
    if (row.status === 'Approved' && row.appointmentId && row.patientId) {
      const appointment = await cancelPatientAppointment(
        tx,
        request,
        { appointmentId: row.appointmentId, patientId: row.patientId },
        why,
      );
      await queueCancellationMails(deps, tx, appointment.appointmentId, askingLogin(request, null));
      return { cancelled: 'appointment', requestId: row.id, appointment };
    }
    if (row.status !== 'Unconfirmed') throw appointmentRefusal('requestNotCancellable');
    await tx
      .update(appointmentRequests)
      .set({ status: 'Cancelled', cancelledAt: now().toISOString() })
      .where(eq(appointmentRequests.id, row.id));
    await recordAudit(tx, request, { action: 'cancel', resource: 'AppointmentRequest', resourceId: row.id });
    return { cancelled: 'request', requestId: row.id, slot: slotHeldBy(row) };
  });
  if (outcome.cancelled === 'appointment') {
    // The queue shows the appointment's status beside the approved request.
    announceRequestToStaff(deps, { requestId: outcome.requestId, status: 'Approved', change: 'cancelled' });
    await afterPatientCancel(deps, request.log, outcome.appointment);
  } else {
    announceRequestToStaff(deps, { requestId: outcome.requestId, status: 'Cancelled', change: 'cancelled' });
    if (outcome.slot) await offerFreedSlot(deps, request.log, outcome.slot);
  }
  return { cancelled: outcome.cancelled };
}
