import type { AppointmentRequestStatus } from '@clinic/api-contract';

export const statusColor: Record<AppointmentRequestStatus, string> = {
  Unconfirmed: 'orange',
  Approved: 'green',
  Declined: 'red',
  Cancelled: 'gray',
};
