import type { AppointmentChangeRefusalCode } from '@clinic/api-contract';
import { type HttpError, refused } from '../../app/httpError';

/** The English beside each code; the apps show their own texts for the code (en, es). */
const messages: Record<AppointmentChangeRefusalCode, string> = {
  cancelTooLate: 'This appointment starts too soon to cancel online. Please call the clinic to cancel it.',
  alreadyCancelled: 'This appointment has already been cancelled.',
  notCancellable: 'Only an upcoming scheduled appointment can be cancelled.',
  requestNotCancellable: "Can't cancel this appointment request!",
  cancelLinkUnusable: 'This link has expired or has already been used.',
  notFound: 'Not found.',
  notReschedulable: 'Only an upcoming appointment of yours can be moved.',
  alreadyOnWaitlist: 'You are already on the waitlist for this service.',
};

const statuses: Record<AppointmentChangeRefusalCode, number> = {
  cancelTooLate: 409,
  alreadyCancelled: 409,
  notCancellable: 409,
  requestNotCancellable: 409,
  cancelLinkUnusable: 400,
  notFound: 404,
  notReschedulable: 400,
  alreadyOnWaitlist: 409,
};

export function appointmentRefusal(
  code: AppointmentChangeRefusalCode,
  params?: Record<string, string | number>,
): HttpError {
  return refused(statuses[code], code, messages[code], params);
}
