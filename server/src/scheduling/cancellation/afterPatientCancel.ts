import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app/appInstance';
import { offerFreedSlot } from '../waitlist/offerFreedSlot';
import { announceAppointmentToStaff } from './announceCancellation';
import type { PatientCancellation } from './cancelPatientAppointment';

/**
 * Once the cancellation is committed: staff hear of it live, and the freed slot goes to the
 * waitlist through the same path as a staff cancellation (offerFreedSlot, which locks and
 * re-checks the slot in its own transaction).
 */
export async function afterPatientCancel(
  deps: AppDeps,
  log: FastifyBaseLogger,
  cancelled: PatientCancellation,
): Promise<void> {
  announceAppointmentToStaff(deps, {
    appointmentId: cancelled.appointmentId,
    status: 'Cancelled',
    change: 'cancelled',
  });
  if (cancelled.slot) await offerFreedSlot(deps, log, cancelled.slot);
}
