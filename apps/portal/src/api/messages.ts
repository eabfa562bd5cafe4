import type { MessagesThreadDetail, MessagesThreadSummary, PagedReply } from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './httpClient';
import { frameReadPaths } from './startupReads';

export const messagesQueryKey = ['Messages'] as const;

/** The menu badge: polled, so a clinic reply shows without reloading. */
export function useUnreadMessageCount() {
  return useQuery({
    queryKey: [...messagesQueryKey, 'UnreadCount'],
    queryFn: () => apiRequest<{ count: number }>('GET', frameReadPaths.unreadMessages),
    refetchInterval: 60_000,
    meta: { hideLoading: true },
  });
}

export function useMessageThreads() {
  return useQuery({
    queryKey: [...messagesQueryKey, 'Threads'],
    queryFn: () =>
      apiRequest<PagedReply<MessagesThreadSummary>>(
        'GET',
        '/api/portal/Messages/Threads?page=0&pageSize=200',
      ),
  });
}

/** Reading a thread marks the clinic's messages read (the server does), so the badge is refreshed after. */
export function useMessageThread(id: string | null) {
  return useQuery({
    queryKey: [...messagesQueryKey, 'Thread', id],
    queryFn: () => apiRequest<MessagesThreadDetail>('GET', `/api/portal/Messages/Threads/${id}`),
    enabled: id !== null,
  });
}
