import type { AppointmentRequestDetail, PossibleDuplicate } from '@clinic/api-contract';
import type { TFunction } from 'i18next';
import { isRegistration } from './isRegistration';
import { visitorEmail } from './visitorRequest';

/** What staff are told once a request is approved: what was made, and where portal access stands. */
export function approvalNotice(
  t: TFunction,
  approved: Pick<AppointmentRequestDetail, 'serviceId' | 'requestedStart' | 'patientInfo' | 'loginLink'>,
  linkedTo: Pick<PossibleDuplicate, 'firstName' | 'lastName'> | null,
): string {
  const name = linkedTo ? `${linkedTo.firstName} ${linkedTo.lastName}` : '';
  const outcome = isRegistration(approved)
    ? linkedTo
      ? t('appointmentRequests.registrationLinked', { name })
      : approved.loginLink === 'linked'
        ? t('appointmentRequests.registrationApproved')
        : t('appointmentRequests.registrationApprovedNoLogin')
    : linkedTo
      ? t('appointmentRequests.approvedLinked', { name })
      : t('appointmentRequests.approved');
  const email = visitorEmail(approved);
  const access =
    approved.loginLink === 'awaitingOwner'
      ? t('appointmentRequests.awaitingOwner', { email })
      : approved.loginLink === 'notLinked'
        ? t('appointmentRequests.notLinked', { email })
        : '';
  return access ? `${outcome} ${access}` : outcome;
}
