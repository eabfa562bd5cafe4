import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Title.css';
import { Badge, Button, Card, Grid, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMessageThreads } from '../../api/messages';
import { PageLoader } from '../../app/PageLoader';
import { formatDate } from '../../format/formatters';
import { ComposeMessage } from '../../messages/ComposeMessage';
import { MessageThreadView } from '../../messages/MessageThreadView';

/**
 * /messages: conversations with the clinic (newest activity first, unread counts), reading,
 * replying and starting a new one. The open conversation is in the address (?thread=), so Back
 * works; under 768 px the list and the conversation take turns.
 */
export default function MessagesPage() {
  const { t } = useTranslation();
  const threads = useMessageThreads();
  const [params, setParams] = useSearchParams();
  const narrow = useMediaQuery('(max-width: 48em)') ?? false;
  const threadId = params.get('thread');
  const composing = params.get('compose') === '1';
  const open = (next: Record<string, string>) => setParams(next);
  const showList = !narrow || (!threadId && !composing);
  const showDetail = !narrow || threadId !== null || composing;

  const list = (
    <Card withBorder padding="xs" component="nav" aria-label={t('messages.threads')}>
      {threads.isPending ? (
        <PageLoader />
      ) : (threads.data?.items.length ?? 0) === 0 ? (
        <Text c="dimmed" p="sm">
          {t('messages.empty')}
        </Text>
      ) : (
        threads.data?.items.map((thread) => (
          <NavLink
            key={thread.id}
            component="button"
            type="button"
            label={<Text fw={thread.unreadCount > 0 ? 700 : 400}>{thread.subject}</Text>}
            description={formatDate(thread.lastMessageAt)}
            active={thread.id === threadId}
            aria-current={thread.id === threadId ? 'true' : undefined}
            onClick={() => open({ thread: thread.id })}
            rightSection={
              thread.unreadCount > 0 ? (
                <Badge size="sm">{t('messages.unread', { count: thread.unreadCount })}</Badge>
              ) : undefined
            }
          />
        ))
      )}
    </Card>
  );

  const detail = composing ? (
    <ComposeMessage onSent={(id) => open({ thread: id })} onCancel={() => open({})} />
  ) : threadId ? (
    <MessageThreadView key={threadId} threadId={threadId} />
  ) : (
    <Text c="dimmed">{t('messages.chooseThread')}</Text>
  );

  return (
    <Stack>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{t('messages.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('messages.intro')}
          </Text>
        </div>
        {!composing && <Button onClick={() => open({ compose: '1' })}>{t('messages.newMessage')}</Button>}
      </Group>
      {narrow && !showList && (
        <Button variant="subtle" onClick={() => open({})} style={{ alignSelf: 'flex-start' }}>
          ← {t('messages.backToList')}
        </Button>
      )}
      <Grid>
        {showList && <Grid.Col span={{ base: 12, sm: 4 }}>{list}</Grid.Col>}
        {showDetail && <Grid.Col span={{ base: 12, sm: 8 }}>{detail}</Grid.Col>}
      </Grid>
    </Stack>
  );
}
