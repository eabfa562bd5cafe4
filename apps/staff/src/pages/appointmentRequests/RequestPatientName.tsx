import '@mantine/core/styles/Badge.css';
import type { AppointmentRequest } from '@clinic/api-contract';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppointmentRequest } from './appointmentRequestQueries';

/** The list does not carry names (it is read in bulk); each row reads its request's detail. */
export function RequestPatientName({ request }: { request: AppointmentRequest }) {
  const { t } = useTranslation();
  const detail = useAppointmentRequest(request.id);
  if (!detail.data) return <Text c="dimmed">…</Text>;
  return (
    <Group gap={6} wrap="nowrap">
      <Text>{detail.data.patientName || '--'}</Text>
      {detail.data.isNewPatient && (
        <Badge size="xs" color="blue.9" variant="outline">
          {t('appointmentRequests.newPatient')}
        </Badge>
      )}
    </Group>
  );
}
