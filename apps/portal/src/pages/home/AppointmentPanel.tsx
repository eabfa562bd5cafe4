import type { Appointment } from '@clinic/api-contract';
import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../app/PageLoader';
import { AppointmentSummary } from '../../appointments/AppointmentSummary';
import { Panel } from './HomePanel';

/** The dashboard's next or last appointment, with a link to all of them. */
export function AppointmentPanel({
  title,
  appointment,
  pending,
  emptyText,
}: {
  title: string;
  appointment: Appointment | null;
  pending: boolean;
  emptyText: string;
}) {
  const { t } = useTranslation();
  return (
    <Panel
      title={title}
      footer={
        <Anchor component={Link} to="/appointments">
          {t('home.allAppointments')}
        </Anchor>
      }
    >
      {pending ? (
        <PageLoader />
      ) : appointment ? (
        <AppointmentSummary appointment={appointment} />
      ) : (
        <Text c="dimmed">{emptyText}</Text>
      )}
    </Panel>
  );
}
