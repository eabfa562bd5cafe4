import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Badge.css';
import type { MessagesMessage } from '@clinic/api-contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type KeyboardEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { apiRequest } from '../../api/httpClient';
import { useApiMutation } from '../../api/useApiMutation';
import { ErrorAlert } from '../../components/ErrorAlert';
import { QueryState } from '../../components/QueryState';
import { formatDateTime } from '../../format/formatDate';
import { messageKeys, useThread } from './messageQueries';

export function ThreadView({ threadId }: { threadId: string }) {
  const thread = useThread(threadId);
  const queryClient = useQueryClient();
  // Opening a thread marks the patient's messages read: the inbox's unread counts change.
  useEffect(() => {
    if (thread.dataUpdatedAt)
      void queryClient.invalidateQueries({ queryKey: [...messageKeys.all, 'threads'] });
  }, [thread.dataUpdatedAt, queryClient]);
  return (
    <QueryState query={thread}>
      {(detail) => (
        <Paper withBorder p="md">
          <Stack>
            <div>
              <Title order={2} size="h3">
                {detail.thread.subject}
              </Title>
              <Anchor component={Link} to={`/patients/${detail.thread.patientId}`} size="sm">
                {detail.thread.patientName} · {detail.thread.patientMrn}
              </Anchor>
            </div>
            <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {detail.messages.map((message) => (
                <MessageBubble key={message.id} message={message} />
              ))}
            </Stack>
            <ReplyForm threadId={threadId} />
          </Stack>
        </Paper>
      )}
    </QueryState>
  );
}

function MessageBubble({ message }: { message: MessagesMessage }) {
  const { t } = useTranslation();
  const fromStaff = message.authorType === 'staff';
  return (
    <Paper
      component="li"
      p="sm"
      bg={fromStaff ? 'blue.0' : 'gray.0'}
      ml={fromStaff ? 'xl' : 0}
      mr={fromStaff ? 0 : 'xl'}
      aria-label={`${message.authorName}, ${formatDateTime(message.createdAt)}`}
    >
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm" fw={600}>
          {message.authorName}{' '}
          <Badge size="xs" variant="light" color={fromStaff ? 'blue' : 'gray'}>
            {fromStaff ? t('messages.fromStaff') : t('messages.fromPatient')}
          </Badge>
        </Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(message.createdAt)}
          {fromStaff && ` · ${message.readAt ? t('messages.readByPatient') : t('messages.notReadByPatient')}`}
        </Text>
      </Group>
      {/* Plain text from the API: rendered as text, line breaks kept, never as HTML. */}
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.body}</Text>
    </Paper>
  );
}

function ReplyForm({ threadId }: { threadId: string }) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const send = useApiMutation(
    (text: string) => apiRequest('PUT', `/api/core/Messages/Threads/${threadId}/Messages`, { body: text }),
    [messageKeys.all],
    () => setBody(''),
  );
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!body.trim()) {
      setError(t('messages.required'));
      return;
    }
    setError(null);
    send.mutate(body);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('messages.replyLabel')}
          description={t('messages.replyHint')}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={5000}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={error}
        />
        <ErrorAlert error={send.error} />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            {t('messages.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
