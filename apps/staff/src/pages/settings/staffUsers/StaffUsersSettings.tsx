import '@mantine/core/styles/Badge.css';
import type { CoreReferenceStaffUser } from '@clinic/api-contract';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../format/formatDate';
import { staffDisplayName } from '../../../session/staffDisplayName';
import { SettingsList } from '../shared/SettingsList';
import { StaffUserFormModal } from './StaffUserFormModal';
import { useStaffUsers } from './staffUserCalls';

/**
 * The clinic's staff accounts (tech staff only): an empty clinic starts with one administrator,
 * who adds the others here. Accounts are disabled, never deleted, as records name their authors.
 */
export function StaffUsersSettings() {
  const { t } = useTranslation();
  const users = useStaffUsers();
  return (
    <SettingsList<CoreReferenceStaffUser>
      query={users}
      caption={t('settings.staffUsers.tab')}
      columns={[
        { header: t('settings.staffUsers.name'), cell: (row) => staffDisplayName(row) },
        { header: t('settings.staffUsers.email'), cell: (row) => row.email },
        {
          header: t('settings.staffUsers.role'),
          cell: (row) =>
            row.roles.includes('techStaff') ? t('userMenu.roleTechStaff') : t('userMenu.roleStaff'),
        },
        {
          header: t('settings.staffUsers.status'),
          cell: (row) => (
            <Badge color={row.disabled ? 'gray' : 'green'} variant="light">
              {row.disabled ? t('settings.staffUsers.statusDisabled') : t('settings.staffUsers.statusActive')}
            </Badge>
          ),
        },
        { header: t('settings.staffUsers.created'), cell: (row) => formatDateTime(row.createdAt) },
      ]}
      rowName={(row) => staffDisplayName(row)}
      canEdit
      addLabel={t('settings.staffUsers.add')}
      renderForm={(user, onClose) => <StaffUserFormModal user={user} onClose={onClose} />}
    />
  );
}
