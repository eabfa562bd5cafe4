import '../../../components/selectStyles';
import type { CoreReferencePlaceOfService } from '@clinic/api-contract';
import { Group, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  optionsOf,
  referenceKeys,
  useLocations,
  usePlacesOfService,
} from '../../../api/queries/referenceQueries';
import { SettingsList } from '../shared/SettingsList';
import { PlaceOfServiceFormModal } from './PlaceOfServiceFormModal';

/** Places of service belong to a location: pick the location, then manage its places. */
export function PlacesOfServiceSettings({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const locations = useLocations();
  const [chosen, setChosen] = useState<string | null>(null);
  const locationId = chosen ?? locations.data?.[0]?.id ?? null;
  const places = usePlacesOfService(locationId);
  if (locations.data?.length === 0) return <Text c="dimmed">{t('settings.places.chooseLocation')}</Text>;
  return (
    <SettingsList<CoreReferencePlaceOfService>
      query={locationId ? places : null}
      caption={t('settings.places.tab')}
      columns={[
        { header: t('settings.places.code'), cell: (row) => row.code },
        { header: t('settings.places.name'), cell: (row) => row.name },
      ]}
      rowName={(row) => row.name}
      canEdit={canEdit}
      addLabel={t('settings.places.add')}
      removal={{
        verb: 'delete',
        url: (row) => `/api/core/PlacesOfService/${row.id}`,
        invalidates: [referenceKeys.placesOfService(locationId ?? '')],
        title: t('settings.places.deleteTitle'),
        message: (row) => t('settings.places.deleteMessage', { name: row.name }),
      }}
      renderToolbar={(addButton) => (
        <Group align="flex-end">
          <Select
            label={t('settings.places.location')}
            data={optionsOf(locations.data, (l) => l.name)}
            value={locationId}
            onChange={setChosen}
            allowDeselect={false}
            w={280}
          />
          {locationId && addButton}
        </Group>
      )}
      renderForm={(place, onClose) =>
        locationId && <PlaceOfServiceFormModal locationId={locationId} place={place} onClose={onClose} />
      }
    />
  );
}
