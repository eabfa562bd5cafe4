import '@mantine/core/styles/Badge.css';
import type { AppointmentRequestListItem } from '@clinic/api-contract';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isRegistration } from './isRegistration';
import { isVisitorAwaitingReview } from './visitorRequest';

/**
 * Who asked, as the queue and the review show it: the name, "New patient" for a visitor's
 * appointment request (a registration says so with its own badge), and "E-mail not verified"
 * while a visitor's address waits for it.
 */
export function RequestPatientName({
  request,
  emphasized = false,
}: {
  request: AppointmentRequestListItem;
  /** The review dialog's heading size. */
  emphasized?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Text fw={emphasized ? 600 : undefined} size={emphasized ? 'lg' : undefined}>
        {request.patientName || '--'}
      </Text>
      {request.isNewPatient && !isRegistration(request) && (
        <Badge size={emphasized ? 'md' : 'xs'} color="blue.9" variant="outline">
          {t('appointmentRequests.newPatient')}
        </Badge>
      )}
      {isVisitorAwaitingReview(request) && !request.emailVerified && (
        <Badge size={emphasized ? 'md' : 'xs'} color="red.9" variant="outline">
          {t('appointmentRequests.emailNotVerified')}
        </Badge>
      )}
    </Group>
  );
}
