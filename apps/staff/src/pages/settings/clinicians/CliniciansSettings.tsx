import type { CoreReferenceClinician } from '@clinic/api-contract';
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import { referenceKeys, useClinicians, useServices } from '../../../api/queries/referenceQueries';
import { useApiMutation } from '../../../api/useApiMutation';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DataTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import { RowActions } from '../../../components/RowActions';
import { useEditing } from '../../../components/useEditing';
import { staffDisplayName } from '../../../session/staffDisplayName';
import { AvailabilityModal } from './AvailabilityModal';
import { ClinicianFormModal } from './ClinicianFormModal';

export function CliniciansSettings({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const clinicians = useClinicians();
  const services = useServices();
  const editing = useEditing<CoreReferenceClinician>();
  const [availabilityOf, setAvailabilityOf] = useState<CoreReferenceClinician | null>(null);
  const deactivate = useApiMutation(
    (clinician: CoreReferenceClinician) => apiRequest('DELETE', `/api/core/Clinicians/${clinician.id}`),
    [referenceKeys.clinicians],
    editing.stopRemoving,
  );
  const serviceName = (id: string) => services.data?.find((s) => s.id === id)?.name ?? '';
  return (
    <Stack>
      {canEdit && (
        <div>
          <Button onClick={editing.startNew}>{t('settings.clinicians.add')}</Button>
        </div>
      )}
      <QueryState query={clinicians}>
        {(rows) => (
          <DataTable
            caption={t('settings.clinicians.tab')}
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { header: t('settings.clinicians.name'), cell: (row) => staffDisplayName(row) },
              { header: t('settings.clinicians.email'), cell: (row) => row.email ?? '--' },
              {
                header: t('settings.clinicians.services'),
                cell: (row) => row.serviceIds.map(serviceName).filter(Boolean).join(', '),
              },
              {
                header: t('common.actions'),
                cell: (row) => (
                  <RowActions
                    name={staffDisplayName(row)}
                    onEdit={canEdit ? () => editing.startEdit(row) : undefined}
                    onRemove={canEdit ? () => editing.askRemove(row) : undefined}
                  >
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setAvailabilityOf(row)}
                      aria-label={`${t('settings.clinicians.availability')} ${staffDisplayName(row)}`}
                    >
                      {t('settings.clinicians.availability')}
                    </Button>
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      {editing.editing && (
        <ClinicianFormModal
          clinician={editing.editing === 'new' ? null : editing.editing}
          onClose={editing.stopEditing}
          onCreated={setAvailabilityOf}
        />
      )}
      {availabilityOf && (
        <AvailabilityModal
          clinician={availabilityOf}
          canEdit={canEdit}
          onClose={() => setAvailabilityOf(null)}
        />
      )}
      <ConfirmModal
        opened={editing.removing !== null}
        title={t('settings.clinicians.deactivateTitle')}
        message={t('settings.clinicians.deactivateMessage', {
          name: editing.removing ? staffDisplayName(editing.removing) : '',
        })}
        confirmLabel={t('common.deactivate')}
        onConfirm={() => editing.removing && deactivate.mutate(editing.removing)}
        onClose={editing.stopRemoving}
        busy={deactivate.isPending}
        error={deactivate.error}
      />
    </Stack>
  );
}
