import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Paper.css';
import type { AppointmentRequest } from '@clinic/api-contract';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime, orEmpty } from '../../format/formatters';

const requestColors: Readonly<Record<AppointmentRequest['status'], string>> = {
  Unconfirmed: 'yellow',
  Approved: 'teal',
  Declined: 'red',
  Cancelled: 'gray',
};

export interface RequestCardProps {
  request: AppointmentRequest;
  onCancel(request: AppointmentRequest): void;
}

/** A request waiting for review (cancellable) or declined (with the clinic's reason). */
export function RequestCard({ request, onCancel }: RequestCardProps) {
  const { t } = useTranslation();
  const start = request.requestedStart;
  const when = start ? `${formatDate(start)} ${formatTime(start)}` : orEmpty(null);
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={t('appointments.requestedFor', { when })}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Text fw={600}>{t('appointments.requestedFor', { when })}</Text>
          <Badge color={requestColors[request.status]} variant="light" c="dark.8">
            {t(`appointments.requestStatuses.${request.status}`)}
          </Badge>
        </Group>
        <Text size="sm">
          {[
            orEmpty(request.serviceName),
            request.clinicianId ? orEmpty(request.clinicianName) : t('appointments.anyClinician'),
            orEmpty(request.locationName),
          ].join(' · ')}
        </Text>
        {request.status === 'Declined' && request.declineReason && (
          <Text size="sm" c="red.9">
            {t('appointments.declineReason', { reason: request.declineReason })}
          </Text>
        )}
        {request.status === 'Unconfirmed' && (
          <Group>
            <Button size="xs" variant="light" color="red" onClick={() => onCancel(request)}>
              {t('appointments.cancelRequest')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
