import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/NavLink.css';
import { Badge, NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterNavLink } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { formatDateTime } from '../../format/formatDate';
import { useThreads } from './messageQueries';

export function ThreadList({ unreadOnly, activeId }: { unreadOnly: boolean; activeId: string | undefined }) {
  const { t } = useTranslation();
  const threads = useThreads(unreadOnly);
  return (
    <QueryState query={threads}>
      {(page) =>
        page.items.length === 0 ? (
          <Text c="dimmed">{t('messages.empty')}</Text>
        ) : (
          <Stack gap={2} component="nav" aria-label={t('messages.threads')}>
            {page.items.map((thread) => (
              <NavLink
                key={thread.id}
                component={RouterNavLink}
                to={`/messages/${thread.id}`}
                active={thread.id === activeId}
                label={
                  <Text fw={thread.unreadCount > 0 ? 700 : 500} size="sm" truncate>
                    {thread.patientName} · {thread.subject}
                  </Text>
                }
                description={`${thread.patientMrn} · ${t('messages.lastMessage', { time: formatDateTime(thread.lastMessageAt) })}`}
                rightSection={
                  thread.unreadCount > 0 && (
                    <Badge
                      size="sm"
                      color="red"
                      aria-label={t('messages.unread', { count: thread.unreadCount })}
                    >
                      {thread.unreadCount}
                    </Badge>
                  )
                }
              />
            ))}
          </Stack>
        )
      }
    </QueryState>
  );
}
