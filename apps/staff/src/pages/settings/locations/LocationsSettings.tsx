import type { CoreReferenceLocation } from '@clinic/api-contract';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import { referenceKeys, useLocations, useServices } from '../../../api/queries/referenceQueries';
import { useApiMutation } from '../../../api/useApiMutation';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DataTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import { RowActions } from '../../../components/RowActions';
import { useEditing } from '../../../components/useEditing';
import { formatHoursShift } from './formatHoursShift';
import { LocationFormModal } from './LocationFormModal';

export function LocationsSettings({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const locations = useLocations();
  const services = useServices();
  const editing = useEditing<CoreReferenceLocation>();
  const deactivate = useApiMutation(
    (location: CoreReferenceLocation) => apiRequest('DELETE', `/api/core/Locations/${location.id}`),
    [referenceKeys.locations],
    editing.stopRemoving,
  );
  const serviceName = (id: string) => services.data?.find((s) => s.id === id)?.name ?? '';
  return (
    <Stack>
      {canEdit && (
        <div>
          <Button onClick={editing.startNew}>{t('settings.locations.add')}</Button>
        </div>
      )}
      <QueryState query={locations}>
        {(rows) => (
          <DataTable
            caption={t('settings.locations.tab')}
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { header: t('settings.locations.name'), cell: (row) => row.name },
              { header: t('settings.locations.address'), cell: (row) => row.address },
              { header: t('settings.locations.phone'), cell: (row) => row.phone },
              {
                header: t('settings.locations.timeZoneHoursShift'),
                cell: (row) => formatHoursShift(row.timeZoneHoursShift),
              },
              {
                header: t('settings.locations.services'),
                cell: (row) => row.serviceIds.map(serviceName).filter(Boolean).join(', '),
              },
              {
                header: t('common.actions'),
                cell: (row) =>
                  canEdit && (
                    <RowActions
                      name={row.name}
                      onEdit={() => editing.startEdit(row)}
                      onRemove={() => editing.askRemove(row)}
                    />
                  ),
              },
            ]}
          />
        )}
      </QueryState>
      {editing.editing && (
        <LocationFormModal
          location={editing.editing === 'new' ? null : editing.editing}
          onClose={editing.stopEditing}
        />
      )}
      <ConfirmModal
        opened={editing.removing !== null}
        title={t('settings.locations.deactivateTitle')}
        message={t('settings.locations.deactivateMessage', { name: editing.removing?.name })}
        confirmLabel={t('common.deactivate')}
        onConfirm={() => editing.removing && deactivate.mutate(editing.removing)}
        onClose={editing.stopRemoving}
        busy={deactivate.isPending}
        error={deactivate.error}
      />
    </Stack>
  );
}
