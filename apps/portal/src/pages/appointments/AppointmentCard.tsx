import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Stack.css';
import type { Appointment } from '@clinic/api-contract';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { zoneSuffix } from '../../appointments/appointmentZoneLabel';
import { durationMinutes } from '../../appointments/splitAppointments';
import { formatDate, formatDuration, formatTime, orEmpty } from '../../format/formatters';
import { AddToCalendarButton } from './AddToCalendarButton';
import { JoinVideoVisitButton } from './JoinVideoVisitButton';

const statusColors: Readonly<Record<string, string>> = { Show: 'teal', Cancelled: 'gray', NoShow: 'orange' };

/**
 * One appointment: when (or 'All day'), status, clinician, location, service; an upcoming one's
 * video visit, calendar file and actions.
 */
export function AppointmentCard({ appointment, actions }: { appointment: Appointment; actions?: ReactNode }) {
  const { t, i18n } = useTranslation();
  const minutes = durationMinutes(appointment);
  const when =
    minutes === 0
      ? formatDuration(0)
      : `${formatTime(appointment.appointmentDate)} – ${formatTime(appointment.appointmentEndDate)}${zoneSuffix(appointment, i18n.language)}`;
  const details = [
    [t('appointments.clinician'), orEmpty(appointment.clinicianName)],
    [t('appointments.location'), appointment.locationName],
    [t('appointments.service'), orEmpty(appointment.serviceName)],
    [t('appointments.placeOfService'), orEmpty(appointment.placeOfServiceName)],
  ] as const;
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="article"
      aria-label={`${formatDate(appointment.appointmentDate)} ${when}`}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <div>
            <Text fw={600}>{formatDate(appointment.appointmentDate)}</Text>
            <Text size="sm">
              {when}
              {minutes > 0 && <Text span c="gray.7" size="sm">{` · ${formatDuration(minutes)}`}</Text>}
            </Text>
          </div>
          <Badge color={statusColors[appointment.status] ?? 'blue'} variant="light" c="dark.8">
            {t(`appointments.statuses.${appointment.status}`, { defaultValue: appointment.status })}
          </Badge>
        </Group>
        {details.map(([label, value]) => (
          <Text size="sm" key={label}>
            <Text span c="gray.7" size="sm">
              {label}:{' '}
            </Text>
            {value}
          </Text>
        ))}
        <Group gap="xs" wrap="wrap">
          <JoinVideoVisitButton appointment={appointment} />
          <AddToCalendarButton appointment={appointment} />
        </Group>
        {actions}
      </Stack>
    </Paper>
  );
}
