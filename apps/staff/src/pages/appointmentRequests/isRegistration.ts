import type { AppointmentRequest } from '@clinic/api-contract';

/**
 * A new-patient registration (PUT PatientRegistrations) is stored as a request with neither
 * service nor time (server/src/scheduling/approveRegistration.ts); approving it books nothing.
 */
export function isRegistration(request: Pick<AppointmentRequest, 'serviceId' | 'requestedStart'>): boolean {
  return request.serviceId === null && request.requestedStart === null;
}
