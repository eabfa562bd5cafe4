import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Title.css';
import type { ProfileChangeRequest } from '@clinic/api-contract';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../format/formatters';

const requestStatus: Record<ProfileChangeRequest['status'], { key: string; color: string }> = {
  pending: { key: 'profile.requestPending', color: 'orange' },
  applied: { key: 'profile.requestApplied', color: 'teal' },
  rejected: { key: 'profile.requestRejected', color: 'red' },
};

/** The patient's change requests, newest first: what was asked, when, and the clinic's decision with its reason. */
export function ChangeRequestList({ requests }: { requests: readonly ProfileChangeRequest[] }) {
  const { t } = useTranslation();
  if (requests.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label={t('profile.requests')}>
      <Title order={2} size="h4" mb="sm">
        {t('profile.requests')}
      </Title>
      <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {requests.map((request) => (
          <Group component="li" key={request.id} justify="space-between" wrap="wrap" align="flex-start">
            <div>
              <Text size="sm">
                {Object.entries(request.changes)
                  .map(([field, value]) => `${t(`profile.${field}`, { defaultValue: field })}: ${value}`)
                  .join(' · ')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('profile.requested', { date: formatDate(request.createdAt) })}
                {request.reviewedAt &&
                  ` · ${t('profile.reviewed', { date: formatDate(request.reviewedAt) })}`}
              </Text>
              {request.rejectReason && (
                <Text size="sm" mt={4}>
                  {t('profile.rejectReason', { reason: request.rejectReason })}
                </Text>
              )}
            </div>
            <Badge color={requestStatus[request.status].color} variant="light">
              {t(requestStatus[request.status].key)}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
