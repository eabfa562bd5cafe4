import type { CoreReferenceLookupItem, CoreReferenceLookupKind } from '@clinic/api-contract';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { referenceKeys } from '../../../api/queries/referenceQueries';
import { FormModal } from '../../../components/FormModal';
import { useSettingsForm } from '../shared/useSettingsForm';
import { lookupKindLabel } from './lookupKindLabel';

/** Adds an item to a list, or renames one (its code too: a vital sign's LOINC code, a route's PO). */
export function LookupItemFormModal({
  kind,
  item,
  onClose,
}: {
  kind: CoreReferenceLookupKind;
  item: CoreReferenceLookupItem | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useSettingsForm<{ name: string; code: string }>({
    resource: `Lookups/${kind}`,
    row: item,
    initial: { name: item?.name ?? '', code: item?.code ?? '' },
    toBody: (values) => ({ name: values.name.trim(), code: values.code.trim() || null }),
    invalidates: [referenceKeys.lookup(kind)],
    required: ['name'],
    onSaved: onClose,
  });
  const list = lookupKindLabel(kind);
  return (
    <FormModal
      {...form.modal}
      title={item ? t('settings.lookups.edit', { list }) : t('settings.lookups.add', { list })}
      onClose={onClose}
    >
      <TextInput label={t('settings.lookups.name')} required data-autofocus {...form.text('name')} />
      <TextInput
        label={t('settings.lookups.code')}
        description={t('settings.lookups.codeHint')}
        {...form.text('code')}
      />
    </FormModal>
  );
}
