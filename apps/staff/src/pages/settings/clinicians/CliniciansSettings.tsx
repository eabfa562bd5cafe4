import type { CoreReferenceClinician } from '@clinic/api-contract';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceKeys, useClinicians, useServices } from '../../../api/queries/referenceQueries';
import { staffDisplayName } from '../../../session/staffDisplayName';
import { SettingsList } from '../shared/SettingsList';
import { AvailabilityModal } from './AvailabilityModal';
import { ClinicianFormModal } from './ClinicianFormModal';

export function CliniciansSettings({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const clinicians = useClinicians();
  const services = useServices();
  const [availabilityOf, setAvailabilityOf] = useState<CoreReferenceClinician | null>(null);
  const serviceName = (id: string) => services.data?.find((s) => s.id === id)?.name ?? '';
  return (
    <>
      <SettingsList<CoreReferenceClinician>
        query={clinicians}
        caption={t('settings.clinicians.tab')}
        columns={[
          { header: t('settings.clinicians.name'), cell: (row) => staffDisplayName(row) },
          { header: t('settings.clinicians.email'), cell: (row) => row.email ?? '--' },
          {
            header: t('settings.clinicians.services'),
            cell: (row) => row.serviceIds.map(serviceName).filter(Boolean).join(', '),
          },
        ]}
        rowName={staffDisplayName}
        canEdit={canEdit}
        addLabel={t('settings.clinicians.add')}
        removal={{
          verb: 'deactivate',
          url: (row) => `/api/core/Clinicians/${row.id}`,
          invalidates: [referenceKeys.clinicians],
          title: t('settings.clinicians.deactivateTitle'),
          message: (row) => t('settings.clinicians.deactivateMessage', { name: staffDisplayName(row) }),
        }}
        rowExtras={(row) => (
          <Button
            size="xs"
            variant="light"
            onClick={() => setAvailabilityOf(row)}
            aria-label={`${t('settings.clinicians.availability')} ${staffDisplayName(row)}`}
          >
            {t('settings.clinicians.availability')}
          </Button>
        )}
        renderForm={(clinician, onClose) => (
          <ClinicianFormModal clinician={clinician} onClose={onClose} onCreated={setAvailabilityOf} />
        )}
      />
      {availabilityOf && (
        <AvailabilityModal
          clinician={availabilityOf}
          canEdit={canEdit}
          onClose={() => setAvailabilityOf(null)}
        />
      )}
    </>
  );
}
