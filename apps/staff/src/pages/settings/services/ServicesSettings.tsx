import type { CoreReferenceService } from '@clinic/api-contract';
import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import { referenceKeys, useServices } from '../../../api/queries/referenceQueries';
import { useApiMutation } from '../../../api/useApiMutation';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DataTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import { RowActions } from '../../../components/RowActions';
import { useEditing } from '../../../components/useEditing';
import { ServiceFormModal } from './ServiceFormModal';

export function ServicesSettings({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const services = useServices();
  const editing = useEditing<CoreReferenceService>();
  const deactivate = useApiMutation(
    (service: CoreReferenceService) => apiRequest('DELETE', `/api/core/Services/${service.id}`),
    [referenceKeys.services],
    editing.stopRemoving,
  );
  return (
    <Stack>
      {canEdit && (
        <div>
          <Button onClick={editing.startNew}>{t('settings.services.add')}</Button>
        </div>
      )}
      <QueryState query={services}>
        {(rows) => (
          <DataTable
            caption={t('settings.services.tab')}
            rows={rows}
            rowKey={(row) => row.id}
            columns={[
              { header: t('settings.services.name'), cell: (row) => row.name },
              {
                header: t('settings.services.duration'),
                cell: (row) => t('settings.services.durationValue', { count: row.durationMinutes }),
              },
              { header: t('settings.services.description'), cell: (row) => row.description },
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
        <ServiceFormModal
          service={editing.editing === 'new' ? null : editing.editing}
          onClose={editing.stopEditing}
        />
      )}
      <ConfirmModal
        opened={editing.removing !== null}
        title={t('settings.services.deactivateTitle')}
        message={t('settings.services.deactivateMessage', { name: editing.removing?.name })}
        confirmLabel={t('common.deactivate')}
        onConfirm={() => editing.removing && deactivate.mutate(editing.removing)}
        onClose={editing.stopRemoving}
        busy={deactivate.isPending}
        error={deactivate.error}
      />
    </Stack>
  );
}
