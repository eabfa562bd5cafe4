import {
  type CoreReferenceLookupItem,
  type CoreReferenceLookupKind,
  coreReferenceLookupKinds,
} from '@clinic/api-contract';
import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referenceKeys, useLookup } from '../../../api/queries/referenceQueries';
import { SettingsList } from '../shared/SettingsList';
import { LookupItemFormModal } from './LookupItemFormModal';
import { lookupKindLabel } from './lookupKindLabel';

/**
 * The lists every pick-list reads (genders, states, routes, units, vital signs…): tech staff add,
 * rename and deactivate items. Deactivating is all "remove" does: records that chose an item keep
 * showing its name.
 */
export function LookupListsSettings({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<CoreReferenceLookupKind>('Gender');
  const items = useLookup(kind);
  const kinds = [...coreReferenceLookupKinds]
    .map((value) => ({ value, label: lookupKindLabel(value) }))
    .sort((a, b) => a.label.localeCompare(b.label));
  return (
    <Stack>
      <Select
        label={t('settings.lookups.list')}
        data={kinds}
        value={kind}
        allowDeselect={false}
        searchable
        onChange={(value) => value && setKind(value as CoreReferenceLookupKind)}
        maw={320}
      />
      <SettingsList<CoreReferenceLookupItem>
        key={kind}
        query={items}
        caption={lookupKindLabel(kind)}
        columns={[
          { header: t('settings.lookups.name'), cell: (row) => row.name },
          { header: t('settings.lookups.code'), cell: (row) => row.code ?? '--' },
        ]}
        rowName={(row) => row.name}
        canEdit={canEdit}
        addLabel={t('settings.lookups.add', { list: lookupKindLabel(kind) })}
        removal={{
          verb: 'deactivate',
          url: (row) => `/api/core/Lookups/${kind}/${row.id}`,
          invalidates: [referenceKeys.lookup(kind)],
          title: t('settings.lookups.deactivateTitle'),
          message: (row) => t('settings.lookups.deactivateMessage', { name: row.name }),
        }}
        renderForm={(item, onClose) => <LookupItemFormModal kind={kind} item={item} onClose={onClose} />}
      />
    </Stack>
  );
}
