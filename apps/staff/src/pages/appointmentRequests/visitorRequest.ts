import type { AppointmentRequestListItem } from '@clinic/api-contract';

/**
 * A visitor's request still to review: no chart yet, so staff see its likely duplicates and the
 * state of its e-mail verification.
 */
export function isVisitorAwaitingReview(request: Pick<AppointmentRequestListItem, 'status' | 'patientId'>) {
  return request.status === 'Unconfirmed' && request.patientId === null;
}

/** The address the visitor typed (the portal's schema requires one). */
export function visitorEmail(request: Pick<AppointmentRequestListItem, 'patientInfo'>): string {
  const email = request.patientInfo.email;
  return typeof email === 'string' ? email : '';
}
