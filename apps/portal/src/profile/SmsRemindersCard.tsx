import '@mantine/core/styles/Checkbox.css';
import type { PortalProfile, SmsRemindersBody } from '@clinic/api-contract';
import { Card, Checkbox, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
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
  // Set in the click itself: the mutation's pending state reaches React a task later, and the
  // controlled box would flick back to the old value meanwhile.
  const [chosen, setChosen] = useState<boolean | null>(null);
  const save = useMutation({
    // A read of the profile still under way would land after the save and put the old choice
    // back: it is cancelled first (the save's reply is the profile as it now is).
    onMutate: () => queryClient.cancelQueries({ queryKey: profileQueryKey, exact: true }),
    onSettled: () => setChosen(null),
    mutationFn: (body: SmsRemindersBody) =>
      apiRequest<PortalProfile>('PUT', '/api/portal/Profile/SmsReminders', body),
    onSuccess: (updated) => queryClient.setQueryData(profileQueryKey, updated),
    onError: (error) => alerts.error(error),
  });
  // The choice shows at once while it is saved; a refusal puts it back.
  const optedIn = chosen ?? profile.smsRemindersOptedInAt !== null;
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
          if (save.isPending) return;
          setChosen(event.currentTarget.checked);
          save.mutate({ optIn: event.currentTarget.checked });
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
