import type { MessagesMessage, MessagesThreadDetail } from '@clinic/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/httpClient';
import { messagesQueryKey } from '../api/messages';

/** Starting a thread and replying; the thread list and the open thread refresh after. */
export function useMessageMutations() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: messagesQueryKey });
  const startThread = useMutation({
    mutationFn: (input: { subject: string; body: string }) =>
      apiRequest<MessagesThreadDetail>('PUT', '/api/portal/Messages/Threads', input),
    onSuccess: refresh,
  });
  const reply = useMutation({
    mutationFn: ({ threadId, body }: { threadId: string; body: string }) =>
      apiRequest<MessagesMessage>('PUT', `/api/portal/Messages/Threads/${threadId}/Messages`, { body }),
    onSuccess: refresh,
  });
  return { startThread, reply };
}
