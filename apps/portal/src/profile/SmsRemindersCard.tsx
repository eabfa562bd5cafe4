import '@mantine/core/styles/Checkbox.css';
import type { PortalProfile, SmsRemindersBody } from '@clinic/api-contract';
import { Card, Checkbox, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../alerts/alertsContext';
import { apiRequest } from '../api/httpClient';
import { profileQueryKey } from '../api/profile';
import { formatDateTime } from '../format/formatters';

/**
 * "Text me appointment reminders": the patient's consent to texts at the profile's phone, kept
 * with when it was given; without a phone it cannot be given.
 */
export function SmsRemindersCard({ profile }: { profile: PortalProfile }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: SmsRemindersBody) =>
      apiRequest<PortalProfile>('PUT', '/api/portal/Profile/SmsReminders', body),
    onSuccess: (updated) => queryClient.setQueryData(profileQueryKey, updated),
    onError: (error) => alerts.error(error),
  });
  // The choice shows at once while it is saved; a refusal puts it back.
  const optedIn = save.isPending ? save.variables.optIn : profile.smsRemindersOptedInAt !== null;
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-label={t('profile.smsReminders.title')}
    >
      <Title order={2} size="h4" mb="sm">
        {t('profile.smsReminders.title')}
      </Title>
      <Checkbox
        label={t('profile.smsReminders.label')}
        checked={optedIn}
        disabled={!profile.phone}
        onChange={(event) => {
          if (!save.isPending) save.mutate({ optIn: event.currentTarget.checked });
        }}
        description={
          profile.phone
            ? t('profile.smsReminders.sentTo', { phone: profile.phone })
            : t('profile.smsReminders.needsPhone')
        }
      />
      {profile.smsRemindersOptedInAt && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('profile.smsReminders.since', { when: formatDateTime(profile.smsRemindersOptedInAt) })}
        </Text>
      )}
    </Card>
  );
}
