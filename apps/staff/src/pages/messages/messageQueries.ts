import type { MessagesStaffThreadDetail, MessagesStaffThreadSummary, PagedReply } from '@clinic/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/httpClient';

export const messageKeys = {
  all: ['core', 'Messages'] as const,
  threads: (unreadOnly: boolean) => ['core', 'Messages', 'threads', unreadOnly] as const,
  thread: (id: string) => ['core', 'Messages', 'thread', id] as const,
};

/** Portal messages have no live stream: the inbox looks again every 30 seconds. */
export const inboxRefreshMs = 30_000;

export function useThreads(unreadOnly: boolean, pageSize = 100) {
  return useQuery({
    queryKey: [...messageKeys.threads(unreadOnly), pageSize],
    queryFn: () =>
      apiRequest<PagedReply<MessagesStaffThreadSummary>>(
        'GET',
        `/api/core/Messages/Threads?page=0&pageSize=${pageSize}&unreadOnly=${unreadOnly}`,
      ),
    placeholderData: keepPreviousData,
    refetchInterval: inboxRefreshMs,
  });
}

export function useThread(id: string) {
  return useQuery({
    queryKey: messageKeys.thread(id),
    queryFn: () => apiRequest<MessagesStaffThreadDetail>('GET', `/api/core/Messages/Threads/${id}`),
    refetchInterval: inboxRefreshMs,
  });
}
