import type { CoreReferenceLocation } from '@clinic/api-contract';
import { useTranslation } from 'react-i18next';
import { referenceKeys, useLocations, useServices } from '../../../api/queries/referenceQueries';
import { SettingsList } from '../shared/SettingsList';
import { LocationFormModal } from './LocationFormModal';

export function LocationsSettings({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const locations = useLocations();
  const services = useServices();
  const serviceName = (id: string) => services.data?.find((s) => s.id === id)?.name ?? '';
  return (
    <SettingsList<CoreReferenceLocation>
      query={locations}
      caption={t('settings.locations.tab')}
      columns={[
        { header: t('settings.locations.name'), cell: (row) => row.name },
        { header: t('settings.locations.address'), cell: (row) => row.address },
        { header: t('settings.locations.phone'), cell: (row) => row.phone },
        {
          header: t('settings.locations.timeZone'),
          cell: (row) => row.timeZone,
        },
        {
          header: t('settings.locations.services'),
          cell: (row) => row.serviceIds.map(serviceName).filter(Boolean).join(', '),
        },
        {
          header: t('settings.locations.reminders'),
          cell: (row) =>
            row.reminderOffsetsHours.length === 0
              ? t('settings.locations.noReminders')
              : t('settings.locations.remindersValue', {
                  hours: row.reminderOffsetsHours.map((hours) => `${hours} h`).join(', '),
                  start: row.quietHoursStart,
                  end: row.quietHoursEnd,
                }),
        },
      ]}
      rowName={(row) => row.name}
      canEdit={canEdit}
      addLabel={t('settings.locations.add')}
      removal={{
        verb: 'deactivate',
        url: (row) => `/api/core/Locations/${row.id}`,
        invalidates: [referenceKeys.locations],
        title: t('settings.locations.deactivateTitle'),
        message: (row) => t('settings.locations.deactivateMessage', { name: row.name }),
      }}
      renderForm={(location, onClose) => <LocationFormModal location={location} onClose={onClose} />}
    />
  );
}
