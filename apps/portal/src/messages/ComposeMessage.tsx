import { Button, Group, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAlerts } from '../alerts/alertsContext';
import { bodyError, messagesBodyMaxLength, messagesSubjectMaxLength, subjectError } from './textLimits';
import { useMessageMutations } from './useMessageMutations';

/** A new thread with the clinic: subject and message. */
export function ComposeMessage({ onSent, onCancel }: { onSent(threadId: string): void; onCancel(): void }) {
  const { t } = useTranslation();
  const alerts = useAlerts();
  const { startThread } = useMessageMutations();
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [errors, setErrors] = useState<{ subject: string | null; body: string | null }>({
    subject: null,
    body: null,
  });
  const send = () => {
    const next = { subject: subjectError(subject, t), body: bodyError(body, t) };
    setErrors(next);
    if (next.subject || next.body) return;
    startThread.mutate(
      { subject: subject.trim(), body },
      {
        onSuccess: (detail) => {
          alerts.success(t('messages.sent'));
          onSent(detail.thread.id);
        },
        onError: alerts.error,
      },
    );
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Stack>
        <Title order={2} size="h3">
          {t('messages.newMessage')}
        </Title>
        <TextInput
          label={t('messages.subject')}
          required
          maxLength={messagesSubjectMaxLength}
          value={subject}
          onChange={(event) => setSubject(event.currentTarget.value)}
          error={errors.subject ?? undefined}
          data-autofocus
        />
        <Textarea
          label={t('messages.message')}
          required
          autosize
          minRows={5}
          maxLength={messagesBodyMaxLength}
          value={body}
          onChange={(event) => setBody(event.currentTarget.value)}
          error={errors.body ?? undefined}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('messages.cancel')}
          </Button>
          <Button type="submit" loading={startThread.isPending}>
            {t('messages.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
