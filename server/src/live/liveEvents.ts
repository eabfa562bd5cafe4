import {
  type LiveAppointmentRequestEvent,
  type LiveDocumentCompletedEvent,
  type LiveProfileChangeRequestEvent,
  liveDocumentCompletedEventName,
  liveEventNames,
} from '@clinic/api-contract';
import type { AppDeps } from '../app/appInstance';
import { liveBusOf, patientChannel, staffChannel } from './liveBus';

/** Ids and a status only: an event never carries health information. */
export function announceRequestToStaff(deps: AppDeps, event: LiveAppointmentRequestEvent): void {
  liveBusOf(deps).publish(staffChannel, { name: liveEventNames.appointmentRequest, data: event });
}

export function announceRequestToPatient(
  deps: AppDeps,
  patientId: string,
  event: LiveAppointmentRequestEvent,
): void {
  liveBusOf(deps).publish(patientChannel(patientId), {
    name: liveEventNames.appointmentRequestUpdated,
    data: event,
  });
}

/** Staff lists and open documents refresh when a patient completes one (portal or e-form link). */
export function announceDocumentCompletedToStaff(deps: AppDeps, event: LiveDocumentCompletedEvent): void {
  liveBusOf(deps).publish(staffChannel, { name: liveDocumentCompletedEventName, data: event });
}

/** The change request queue and its menu count refresh when a patient sends one or staff decide one. */
export function announceChangeRequestToStaff(deps: AppDeps, event: LiveProfileChangeRequestEvent): void {
  liveBusOf(deps).publish(staffChannel, { name: liveEventNames.profileChangeRequest, data: event });
}
