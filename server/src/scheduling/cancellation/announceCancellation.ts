import { type LiveAppointmentEvent, liveEventNames } from '@clinic/api-contract';
import type { AppDeps } from '../../app/appInstance';
import { liveBusOf, staffChannel } from '../../live/liveBus';

/** Ids and a status only, like every live event: the staff lists showing the appointment refresh. */
export function announceAppointmentToStaff(deps: AppDeps, event: LiveAppointmentEvent): void {
  liveBusOf(deps).publish(staffChannel, { name: liveEventNames.appointment, data: event });
}
