import type { ProfileStaffChangeRequest } from '@clinic/api-contract';

type Status = ProfileStaffChangeRequest['status'];

/** The profile change requests' texts (English, like the rest of the staff app). */
export const enChangeRequests = {
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
