import type { WaitlistEntry, WaitlistJoinBody } from '@clinic/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/httpClient';

export const waitlistQueryKey = ['Waitlist'] as const;

/** GET Waitlist: the patient's entries still waiting or offered, newest first. */
export function useWaitlistEntries() {
  return useQuery({
    queryKey: waitlistQueryKey,
    queryFn: () => apiRequest<WaitlistEntry[]>('GET', '/api/portal/Waitlist'),
  });
}

/** PUT Waitlist. */
export function useJoinWaitlist(onJoined: (entry: WaitlistEntry) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WaitlistJoinBody) => apiRequest<WaitlistEntry>('PUT', '/api/portal/Waitlist', body),
    onSuccess: (entry) => {
      void queryClient.invalidateQueries({ queryKey: waitlistQueryKey });
      onJoined(entry);
    },
  });
}

/** DELETE Waitlist/{id}: an offer open at that moment goes to the next patient. */
export function useLeaveWaitlist(onLeft: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiRequest<null>('DELETE', `/api/portal/Waitlist/${encodeURIComponent(id)}`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: waitlistQueryKey });
      onLeft();
    },
  });
}
