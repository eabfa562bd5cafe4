import '@mantine/core/styles/NumberInput.css';
import type { CoreReferenceService, CoreReferenceServiceCreate } from '@clinic/api-contract';
import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { referenceKeys } from '../../../api/queries/referenceQueries';
import { FormModal } from '../../../components/FormModal';
import { useSettingsForm } from '../shared/useSettingsForm';

export function ServiceFormModal({
  service,
  onClose,
}: {
  service: CoreReferenceService | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useSettingsForm<CoreReferenceServiceCreate>({
    resource: 'Services',
    row: service,
    initial: {
      name: service?.name ?? '',
      description: service?.description ?? '',
      durationMinutes: service?.durationMinutes ?? 60,
    },
    invalidates: [referenceKeys.services],
    required: ['name'],
    onSaved: onClose,
  });
  return (
    <FormModal
      {...form.modal}
      title={service ? t('settings.services.edit') : t('settings.services.add')}
      onClose={onClose}
    >
      <TextInput label={t('settings.services.name')} required data-autofocus {...form.text('name')} />
      <NumberInput
        label={t('settings.services.duration')}
        required
        min={5}
        max={480}
        step={5}
        allowDecimal={false}
        value={form.values.durationMinutes}
        error={form.error('durationMinutes')}
        onChange={(value) =>
          form.set({ durationMinutes: typeof value === 'number' ? value : Number(value) || 0 })
        }
      />
      <Textarea
        label={t('settings.services.description')}
        autosize
        minRows={2}
        {...form.text('description')}
      />
    </FormModal>
  );
}
