import type { CoreReferenceService } from '@clinic/api-contract';
import { useTranslation } from 'react-i18next';
import { referenceKeys, useServices } from '../../../api/queries/referenceQueries';
import { SettingsList } from '../shared/SettingsList';
import { ServiceFormModal } from './ServiceFormModal';

export function ServicesSettings({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const services = useServices();
  return (
    <SettingsList<CoreReferenceService>
      query={services}
      caption={t('settings.services.tab')}
      columns={[
        { header: t('settings.services.name'), cell: (row) => row.name },
        {
          header: t('settings.services.duration'),
          cell: (row) => t('settings.services.durationValue', { count: row.durationMinutes }),
        },
        { header: t('settings.services.description'), cell: (row) => row.description },
      ]}
      rowName={(row) => row.name}
      canEdit={canEdit}
      addLabel={t('settings.services.add')}
      removal={{
        verb: 'deactivate',
        url: (row) => `/api/core/Services/${row.id}`,
        invalidates: [referenceKeys.services],
        title: t('settings.services.deactivateTitle'),
        message: (row) => t('settings.services.deactivateMessage', { name: row.name }),
      }}
      renderForm={(service, onClose) => <ServiceFormModal service={service} onClose={onClose} />}
    />
  );
}
