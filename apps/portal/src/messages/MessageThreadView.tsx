import { Alert, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessageOf } from '../alerts/AlertsProvider';
import { useAlerts } from '../alerts/alertsContext';
import { messagesQueryKey, useMessageThread } from '../api/messages';
import { PageLoader } from '../app/PageLoader';
import { formatDateTime } from '../format/formatters';
import { bodyError, messagesBodyMaxLength } from './textLimits';
import { useMessageMutations } from './useMessageMutations';

/** One conversation, oldest message first, and the reply box. Messages are plain text. */
export function MessageThreadView({ threadId }: { threadId: string }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const queryClient = useQueryClient();
  const thread = useMessageThread(threadId);
  const { reply } = useMessageMutations();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const loaded = thread.isSuccess;

  // Reading marks the clinic's messages read: the badge and the list counts change.
  useEffect(() => {
    if (loaded) {
      void queryClient.invalidateQueries({ queryKey: [...messagesQueryKey, 'UnreadCount'] });
      void queryClient.invalidateQueries({ queryKey: [...messagesQueryKey, 'Threads'] });
    }
  }, [loaded, queryClient]);

  if (thread.isPending) return <PageLoader />;
  if (thread.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessageOf(thread.error)}
      </Alert>
    );
  }
  const send = () => {
    const problem = bodyError(body, t);
    setError(problem);
    if (problem) return;
    reply.mutate(
      { threadId, body },
      {
        onSuccess: () => {
          setBody('');
          alerts.success(t('messages.sent'));
        },
        onError: alerts.error,
      },
    );
  };
  return (
    <Stack>
      <Title order={2} size="h3">
        {thread.data.thread.subject}
      </Title>
      <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {thread.data.messages.map((message) => {
          const mine = message.authorType === 'patient';
          return (
            <Paper
              component="li"
              key={message.id}
              withBorder
              p="sm"
              radius="md"
              bg={mine ? 'var(--mantine-color-blue-light)' : undefined}
              ml={mine ? 'auto' : 0}
              mr={mine ? 0 : 'auto'}
              maw="85%"
            >
              <Group justify="space-between" gap="md" wrap="wrap">
                <Text size="sm" fw={600}>
                  {mine ? t('messages.you') : message.authorName}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(message.createdAt)}
                </Text>
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
            </Paper>
          );
        })}
      </Stack>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <Stack gap="xs">
          <Textarea
            label={t('messages.reply')}
            autosize
            minRows={3}
            maxLength={messagesBodyMaxLength}
            value={body}
            onChange={(event) => setBody(event.currentTarget.value)}
            error={error ?? undefined}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={reply.isPending}>
              {t('messages.sendReply')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
