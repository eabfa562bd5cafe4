import type { Appointment } from '@clinic/api-contract';
import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDuration, formatTime, orEmpty } from '../format/formatters';
import { zoneSuffix } from './appointmentZoneLabel';
import { durationMinutes } from './splitAppointments';

/** One appointment: date, time and length, service, clinician, location and place. */
export function AppointmentSummary({ appointment }: { appointment: Appointment }) {
  const { t, i18n } = useTranslation();
  const minutes = durationMinutes(appointment);
  return (
    <Stack gap={4}>
      <Group gap="xs" wrap="wrap">
        <Text fw={700}>{formatDate(appointment.appointmentDate)}</Text>
        <Text>
          {minutes === 0
            ? formatDuration(0)
            : `${formatTime(appointment.appointmentDate)} – ${formatTime(appointment.appointmentEndDate)}${zoneSuffix(appointment, i18n.language)}`}
        </Text>
        {appointment.status !== 'Show' && (
          <Badge color="gray" variant="light">
            {appointment.status}
          </Badge>
        )}
      </Group>
      <Text>{orEmpty(appointment.serviceName)}</Text>
      {appointment.clinicianName && (
        <Text size="sm" c="dimmed">
          {t('home.with', { name: appointment.clinicianName })}
        </Text>
      )}
      <Text size="sm" c="dimmed">
        {[appointment.locationName, appointment.placeOfServiceName].filter(Boolean).join(' · ')}
      </Text>
    </Stack>
  );
}
