import '../../../components/selectStyles';
import type { CoreReferencePlaceOfService } from '@clinic/api-contract';
import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import {
  optionsOf,
  referenceKeys,
  useLocations,
  usePlacesOfService,
} from '../../../api/queries/referenceQueries';
import { useApiMutation } from '../../../api/useApiMutation';
import { ConfirmModal } from '../../../components/ConfirmModal';
import { DataTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import { RowActions } from '../../../components/RowActions';
import { useEditing } from '../../../components/useEditing';
import { PlaceOfServiceFormModal } from './PlaceOfServiceFormModal';

/** Places of service belong to a location: pick the location, then manage its places. */
export function PlacesOfServiceSettings({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const locations = useLocations();
  const [chosen, setChosen] = useState<string | null>(null);
  const locationId = chosen ?? locations.data?.[0]?.id ?? null;
  const places = usePlacesOfService(locationId);
  const editing = useEditing<CoreReferencePlaceOfService>();
  const remove = useApiMutation(
    (place: CoreReferencePlaceOfService) => apiRequest('DELETE', `/api/core/PlacesOfService/${place.id}`),
    [referenceKeys.placesOfService(locationId ?? '')],
    editing.stopRemoving,
  );
  if (locations.data?.length === 0) return <Text c="dimmed">{t('settings.places.chooseLocation')}</Text>;
  return (
    <Stack>
      <Group align="flex-end">
        <Select
          label={t('settings.places.location')}
          data={optionsOf(locations.data, (l) => l.name)}
          value={locationId}
          onChange={setChosen}
          allowDeselect={false}
          w={280}
        />
        {canEdit && locationId && <Button onClick={editing.startNew}>{t('settings.places.add')}</Button>}
      </Group>
      {locationId && (
        <QueryState query={places}>
          {(rows) => (
            <DataTable
              caption={t('settings.places.tab')}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                { header: t('settings.places.code'), cell: (row) => row.code },
                { header: t('settings.places.name'), cell: (row) => row.name },
                {
                  header: t('common.actions'),
                  cell: (row) =>
                    canEdit && (
                      <RowActions
                        name={row.name}
                        onEdit={() => editing.startEdit(row)}
                        onRemove={() => editing.askRemove(row)}
                        removeLabel={t('common.delete')}
                      />
                    ),
                },
              ]}
            />
          )}
        </QueryState>
      )}
      {editing.editing && locationId && (
        <PlaceOfServiceFormModal
          locationId={locationId}
          place={editing.editing === 'new' ? null : editing.editing}
          onClose={editing.stopEditing}
        />
      )}
      <ConfirmModal
        opened={editing.removing !== null}
        title={t('settings.places.deleteTitle')}
        message={t('settings.places.deleteMessage', { name: editing.removing?.name })}
        confirmLabel={t('common.delete')}
        onConfirm={() => editing.removing && remove.mutate(editing.removing)}
        onClose={editing.stopRemoving}
        busy={remove.isPending}
        error={remove.error}
      />
    </Stack>
  );
}
