import type { AppointmentRequestListItem } from '@clinic/api-contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Beside a request's status: the appointment it became was cancelled since (by the patient in the
 * portal or a cancel link; refreshed live), or the request moves an existing appointment.
 */
export function AppointmentChangeBadges({ row }: { row: AppointmentRequestListItem }) {
  const { t } = useTranslation();
  return (
    <>
      {row.status === 'Approved' && row.appointmentStatus === 'Cancelled' && (
        <Badge color="gray" variant="outline">
          {t('appointmentRequests.appointmentCancelled')}
        </Badge>
      )}
      {row.rescheduleOfAppointmentId && (
        <Badge color="blue" variant="outline">
          {t('appointmentRequests.reschedule')}
        </Badge>
      )}
    </>
  );
}
