import type { StaffLoginBody, StaffLoginReply, StaffUser } from '@clinic/api-contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { apiRequest } from '../api/httpClient';
import { getSessionToken, setSessionToken, subscribeSessionToken } from './sessionToken';

export const currentUserQueryKey = ['core', 'currentUser'] as const;

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeSessionToken, getSessionToken);
}

/** The signed-in staff user, read once per session (the token alone does not say who it is). */
export function useCurrentUserQuery() {
  const token = useSessionToken();
  return useQuery({
    queryKey: [...currentUserQueryKey, token],
    queryFn: () => apiRequest<StaffUser>('GET', '/api/core/Auth/CurrentUser'),
    enabled: token !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: StaffLoginBody) => {
      const reply = await apiRequest<StaffLoginReply>('POST', '/api/core/Auth/Login', body);
      queryClient.setQueryData([...currentUserQueryKey, reply.token], reply.user);
      setSessionToken(reply.token);
      return reply.user;
    },
    [queryClient],
  );
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // The server revokes the token; a network failure must not keep the user signed in here.
    await apiRequest('POST', '/api/core/Auth/Logout').catch(() => undefined);
    setSessionToken(null);
    queryClient.clear();
  }, [queryClient]);
}

/** Tech staff may change settings (the server answers 403 to others). */
export function isTechStaff(user: StaffUser): boolean {
  return user.roles.includes('techStaff');
}
