import type { CoreReferencePlaceOfService } from '@clinic/api-contract';
import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import { referenceKeys } from '../../../api/queries/referenceQueries';
import { useApiMutation } from '../../../api/useApiMutation';
import { FormModal } from '../../../components/FormModal';

export function PlaceOfServiceFormModal({
  locationId,
  place,
  onClose,
}: {
  locationId: string;
  place: CoreReferencePlaceOfService | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(place?.code ?? '');
  const [name, setName] = useState(place?.name ?? '');
  const save = useApiMutation(
    () =>
      place
        ? apiRequest('PATCH', `/api/core/PlacesOfService/${place.id}`, { code, name })
        : apiRequest('PUT', '/api/core/PlacesOfService', { locationId, code, name }),
    [referenceKeys.placesOfService(locationId)],
    onClose,
  );
  return (
    <FormModal
      opened
      title={place ? t('settings.places.edit') : t('settings.places.add')}
      onClose={onClose}
      onSubmit={() => save.mutate(undefined)}
      busy={save.isPending}
      error={save.error}
    >
      <TextInput
        label={t('settings.places.code')}
        description={t('settings.places.codeHint')}
        required
        data-autofocus
        inputMode="numeric"
        maxLength={2}
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
      />
      <TextInput
        label={t('settings.places.name')}
        required
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
      />
    </FormModal>
  );
}
