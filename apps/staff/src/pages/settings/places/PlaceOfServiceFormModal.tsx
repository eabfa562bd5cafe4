import type { CoreReferencePlaceOfService } from '@clinic/api-contract';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { referenceKeys } from '../../../api/queries/referenceQueries';
import { FormModal } from '../../../components/FormModal';
import { useSettingsForm } from '../shared/useSettingsForm';

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
  const form = useSettingsForm({
    resource: 'PlacesOfService',
    row: place,
    initial: { code: place?.code ?? '', name: place?.name ?? '' },
    invalidates: [referenceKeys.placesOfService(locationId)],
    required: ['code', 'name'],
    // A place's location is set when it is created, never changed.
    toBody: (values) => (place ? values : { locationId, ...values }),
    onSaved: onClose,
  });
  return (
    <FormModal
      {...form.modal}
      title={place ? t('settings.places.edit') : t('settings.places.add')}
      onClose={onClose}
    >
      <TextInput
        label={t('settings.places.code')}
        description={t('settings.places.codeHint')}
        required
        data-autofocus
        inputMode="numeric"
        maxLength={2}
        {...form.text('code')}
      />
      <TextInput label={t('settings.places.name')} required {...form.text('name')} />
    </FormModal>
  );
}
