import '@mantine/core/styles/Button.css';
import type { Appointment } from '@clinic/api-contract';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../../alerts/alertsContext';
import { httpClient } from '../../api/httpClient';
import { formatDate } from '../../format/formatters';
import { appointmentCalendarPath, offersCalendar, saveFile } from './calendarDownload';

/**
 * "Add to calendar" on an upcoming scheduled appointment: the same .ics file the appointment
 * e-mails carry (one event, its UID stable), in the page's language, which any calendar opens.
 */
export function AddToCalendarButton({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const download = useMutation({
    mutationFn: async () => {
      const { blob, fileName } = await httpClient.download(appointmentCalendarPath(appointment.id));
      saveFile(blob, fileName ?? 'appointment.ics');
    },
    onError: (error) => alerts.error(error),
  });
  if (!offersCalendar(appointment)) return null;
  return (
    <Button
      size="xs"
      variant="default"
      w="fit-content"
      loading={download.isPending}
      aria-label={t('appointmentCalendar.addOf', { date: formatDate(appointment.appointmentDate) })}
      onClick={() => download.mutate()}
    >
      {t('appointmentCalendar.add')}
    </Button>
  );
}
