import type { Appointment } from '@clinic/api-contract';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reschedulePath } from '../newAppointment/reschedule/reschedulePath';

export interface UpcomingActionsProps {
  appointment: Appointment;
  onCancel(appointment: Appointment): void;
  onEarlier(appointment: Appointment): void;
}

/** What a patient may do with a scheduled upcoming appointment: cancel, reschedule, wait for earlier. */
export function UpcomingActions({ appointment, onCancel, onEarlier }: UpcomingActionsProps) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" mt={4} wrap="wrap">
      <Button size="xs" variant="default" component={Link} to={reschedulePath(appointment.id)}>
        {t('appointmentChanges.reschedule')}
      </Button>
      {appointment.serviceId && (
        <Button size="xs" variant="default" onClick={() => onEarlier(appointment)}>
          {t('appointmentChanges.earlier')}
        </Button>
      )}
      <Button size="xs" variant="subtle" color="red" onClick={() => onCancel(appointment)}>
        {t('appointmentChanges.cancel')}
      </Button>
    </Group>
  );
}
