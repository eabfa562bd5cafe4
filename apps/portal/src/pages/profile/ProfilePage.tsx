import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Title.css';
import type { PortalProfile } from '@clinic/api-contract';
import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../../alerts/AlertsProvider';
import { useProfile, useProfileChangeRequests } from '../../api/profile';
import { PageLoader } from '../../app/PageLoader';
import { formatDate, orEmpty } from '../../format/formatters';
import { ChangeRequestList } from '../../profile/ChangeRequestList';
import { ProfileChangeForm } from '../../profile/ProfileChangeForm';
import { RecordViews } from '../../profile/RecordViews';
import { SmsRemindersCard } from '../../profile/SmsRemindersCard';

type ShownField = keyof PortalProfile;

const demographics: readonly ShownField[] = [
  'firstName',
  'middleName',
  'lastName',
  'dateOfBirth',
  'sex',
  'gender',
  'accountNumber',
];
const contact: readonly ShownField[] = [
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zip',
  'phone',
  'email',
  'preferredLanguage',
];

function Details({
  title,
  profile,
  fields,
}: {
  title: string;
  profile: PortalProfile;
  fields: readonly ShownField[];
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" component="dl" m={0}>
        {fields.map((field) => (
          <div key={field}>
            <Text component="dt" size="xs" c="dimmed">
              {t(`profile.${field}`)}
            </Text>
            <Text component="dd" m={0}>
              {field === 'dateOfBirth'
                ? formatDate(profile.dateOfBirth)
                : orEmpty(profile[field] as string | null)}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}

/** /profile: the patient's demographics and contact details; changes are sent to the clinic. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  const requests = useProfileChangeRequests();
  const [editing, setEditing] = useState(false);
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessageOf(profile.error)}
      </Alert>
    );
  }
  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('profile.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('profile.intro')}
          </Text>
        </div>
        {!editing && <Button onClick={() => setEditing(true)}>{t('profile.edit')}</Button>}
      </Group>
      {editing ? (
        <Card withBorder radius="md" padding="lg">
          <Text size="sm" c="dimmed" mb="sm">
            {t('profile.clinicOnly')}
          </Text>
          <ProfileChangeForm profile={profile.data} onDone={() => setEditing(false)} />
        </Card>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <Details title={t('profile.demographics')} profile={profile.data} fields={demographics} />
          <Details title={t('profile.contact')} profile={profile.data} fields={contact} />
        </SimpleGrid>
      )}
      <SmsRemindersCard profile={profile.data} />
      <ChangeRequestList requests={requests.data?.items ?? []} />
      <RecordViews />
    </Stack>
  );
}
