import '@mantine/core/styles/Tabs.css';
import { Alert, Stack, Tabs } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { useStaffUser } from '../../session/StaffUserContext';
import { isTechStaff } from '../../session/useSession';
import { CliniciansSettings } from './clinicians/CliniciansSettings';
import { FailedMailSettings } from './failedMail/FailedMailSettings';
import { LocationsSettings } from './locations/LocationsSettings';
import { LookupListsSettings } from './lookups/LookupListsSettings';
import { OrganizationSettings } from './organization/OrganizationSettings';
import { PlacesOfServiceSettings } from './places/PlacesOfServiceSettings';
import { PortalLoginsSettings } from './portalLogins/PortalLoginsSettings';
import { ServicesSettings } from './services/ServicesSettings';
import { StaffUsersSettings } from './staffUsers/StaffUsersSettings';

interface Section {
  path: string;
  tab:
    | 'organization'
    | 'locations'
    | 'services'
    | 'places'
    | 'clinicians'
    | 'lookups'
    | 'portalLogins'
    | 'staffUsers'
    | 'failedMail';
  Component: ComponentType<{ canEdit: boolean }>;
  techStaffOnly?: boolean;
}

const sections: readonly Section[] = [
  { path: 'organization', tab: 'organization', Component: OrganizationSettings },
  { path: 'locations', tab: 'locations', Component: LocationsSettings },
  { path: 'services', tab: 'services', Component: ServicesSettings },
  { path: 'places-of-service', tab: 'places', Component: PlacesOfServiceSettings },
  { path: 'clinicians', tab: 'clinicians', Component: CliniciansSettings },
  { path: 'lists', tab: 'lookups', Component: LookupListsSettings },
  // The server shows portal logins to tech staff only.
  { path: 'portal-logins', tab: 'portalLogins', Component: PortalLoginsSettings, techStaffOnly: true },
  { path: 'staff-users', tab: 'staffUsers', Component: StaffUsersSettings, techStaffOnly: true },
  { path: 'failed-mail', tab: 'failedMail', Component: FailedMailSettings, techStaffOnly: true },
];

/** One tab per settings area; the tab is in the address (`/settings/locations`) so it can be linked. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { section } = useParams();
  const canEdit = isTechStaff(useStaffUser());
  const visible = sections.filter((s) => canEdit || !s.techStaffOnly);
  const current = visible.find((s) => s.path === section);
  if (!current) return <Navigate to={`/settings/${visible[0]?.path ?? ''}`} replace />;
  return (
    <Stack>
      <PageHeader title={t('settings.title')} />
      {!canEdit && (
        <Alert color="blue" role="status">
          {t('settings.techStaffOnly')}
        </Alert>
      )}
      <Tabs
        value={current.path}
        onChange={(value) => value && navigate(`/settings/${value}`)}
        keepMounted={false}
      >
        <Tabs.List aria-label={t('settings.sections')} style={{ overflowX: 'auto', flexWrap: 'nowrap' }}>
          {visible.map((s) => (
            <Tabs.Tab key={s.path} value={s.path}>
              {t(`settings.${s.tab}.tab`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {visible.map((s) => (
          <Tabs.Panel key={s.path} value={s.path} pt="md">
            <s.Component canEdit={canEdit} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
