import type { ProfileChangeField, ProfileStaffChangeRequest } from '@clinic/api-contract';
import { en } from '../../i18n/en';

type Status = ProfileStaffChangeRequest['status'];

/** The profile change requests' texts (English, like the rest of the staff app). */
export const changeRequestTexts = {
  title: 'Profile change requests',
  intro: 'Changes patients asked for in the portal. New requests appear here as patients send them.',
  filter: 'Show requests',
  statuses: { pending: 'Pending', applied: 'Applied', rejected: 'Rejected' } satisfies Record<Status, string>,
  all: 'All',
  patient: 'Patient',
  received: 'Received',
  fields: 'Fields',
  status: 'Status',
  review: 'Review',
  reviewLabel: (patient: string, received: string) =>
    `Review the change request of ${patient} received ${received}`,
  empty: 'No change requests here.',
  onlyPatient: (name: string) => `Only the requests of ${name}`,
  showAll: 'Show every patient',
  caption: 'Profile change requests, newest first',
  reviewTitle: 'Profile change request',
  receivedOn: (when: string) => `Received ${when}`,
  openChart: 'Open chart',
  field: 'Field',
  current: 'Current value',
  requested: 'Requested value',
  emptyValue: '(empty)',
  apply: 'Apply changes',
  applyHint: 'Applying writes the requested values to the chart.',
  reject: 'Reject',
  rejectTitle: 'Reject change request',
  rejectReason: 'Reason',
  rejectReasonHint: 'The patient sees this reason in the portal.',
  rejectReasonRequired: 'Enter a reason.',
  applied: (name: string) => `The changes were applied to the chart of ${name}.`,
  rejected: 'The change request was rejected; the patient sees the reason in the portal.',
  decidedBy: (status: string, who: string, when: string) => `${status} by ${who} on ${when}`,
  reason: 'Reason given to the patient',
  chartPending: (count: number) =>
    count === 1
      ? 'This patient asked for a profile change in the portal.'
      : `This patient asked for ${count} profile changes in the portal.`,
  chartReview: 'Review',
} as const;

/** The chart's own labels for the fields a patient may ask to change. */
export const profileFieldLabels: Record<ProfileChangeField, string> = {
  firstName: en.patients.firstName,
  middleName: en.patients.middleName,
  lastName: en.patients.lastName,
  addressLine1: en.patients.addressLine1,
  addressLine2: en.patients.addressLine2,
  city: en.patients.city,
  state: en.patients.state,
  zip: en.patients.zip,
  phone: en.patients.phone,
  email: en.patients.email,
  preferredLanguage: en.patients.preferredLanguage,
};

/** A field's label; a field a newer server added reads as its name. */
export function profileFieldLabel(field: string): string {
  return Object.hasOwn(profileFieldLabels, field) ? profileFieldLabels[field as ProfileChangeField] : field;
}
