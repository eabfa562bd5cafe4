import '@mantine/core/styles/Button.css';
import type { Appointment } from '@clinic/api-contract';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../format/formatters';
import { joinableVideoVisit } from './joinableVideoVisit';

/**
 * "Join video visit": opens the visit's room in a new tab, with neither this page (opener)
 * nor its address (referrer) handed to the video service.
 */
export function JoinVideoVisitButton({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const href = joinableVideoVisit(appointment);
  if (!href) return null;
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size="xs"
      w="fit-content"
      aria-label={t('videoVisit.joinOf', { date: formatDate(appointment.appointmentDate) })}
    >
      {t('videoVisit.join')}
    </Button>
  );
}
