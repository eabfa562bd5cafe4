import type { ScheduleAppointment } from '@clinic/api-contract';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { formatWallClock } from '../../format/formatDate';
import { appointmentZoneName } from '../../format/zoneLabels';
import { statusText } from './statusText';

/** The agenda: one row per appointment, soonest first, each at its location's time. */
export function AgendaList({
  appointments,
  onOpen,
}: {
  appointments: readonly ScheduleAppointment[];
  onOpen: (appointment: ScheduleAppointment) => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <DataTable
      rows={appointments}
      rowKey={(a) => a.id}
      caption={t('schedule.agendaCaption')}
      emptyText={t('schedule.noEvents')}
      columns={[
        {
          header: t('schedule.columns.when'),
          cell: (a) => `${formatWallClock(a.appointmentDate)} ${appointmentZoneName(a, i18n.language)}`,
        },
        {
          header: t('schedule.columns.patient'),
          cell: (a) => (
            <Anchor component="button" type="button" onClick={() => onOpen(a)}>
              {a.patientName}
            </Anchor>
          ),
        },
        { header: t('schedule.columns.service'), cell: (a) => a.serviceName ?? '--' },
        { header: t('schedule.columns.clinician'), cell: (a) => a.clinicianName ?? '--' },
        { header: t('schedule.columns.location'), cell: (a) => a.locationName },
        { header: t('schedule.columns.status'), cell: (a) => statusText(t, a) },
      ]}
    />
  );
}
