import '@mantine/core/styles/NumberInput.css';
import type { CoreReferenceService, CoreReferenceServiceCreate } from '@clinic/api-contract';
import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../api/httpClient';
import { referenceKeys } from '../../../api/queries/referenceQueries';
import { useApiMutation } from '../../../api/useApiMutation';
import { FormModal } from '../../../components/FormModal';

export function ServiceFormModal({
  service,
  onClose,
}: {
  service: CoreReferenceService | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<CoreReferenceServiceCreate>({
    name: service?.name ?? '',
    description: service?.description ?? '',
    durationMinutes: service?.durationMinutes ?? 60,
  });
  const save = useApiMutation(
    (body: CoreReferenceServiceCreate) =>
      service
        ? apiRequest('PATCH', `/api/core/Services/${service.id}`, body)
        : apiRequest('PUT', '/api/core/Services', body),
    [referenceKeys.services],
    onClose,
  );
  const set = (patch: Partial<CoreReferenceServiceCreate>) =>
    setValues((current) => ({ ...current, ...patch }));
  return (
    <FormModal
      opened
      title={service ? t('settings.services.edit') : t('settings.services.add')}
      onClose={onClose}
      onSubmit={() => save.mutate(values)}
      busy={save.isPending}
      error={save.error}
    >
      <TextInput
        label={t('settings.services.name')}
        required
        data-autofocus
        value={values.name}
        onChange={(event) => set({ name: event.currentTarget.value })}
      />
      <NumberInput
        label={t('settings.services.duration')}
        required
        min={5}
        max={480}
        step={5}
        allowDecimal={false}
        value={values.durationMinutes}
        onChange={(value) => set({ durationMinutes: typeof value === 'number' ? value : Number(value) || 0 })}
      />
      <Textarea
        label={t('settings.services.description')}
        autosize
        minRows={2}
        value={values.description}
        onChange={(event) => set({ description: event.currentTarget.value })}
      />
    </FormModal>
  );
}
