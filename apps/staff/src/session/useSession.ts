import type { StaffLoginBody, StaffLoginReply, StaffUser } from '@clinic/api-contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { apiRequest } from '../api/httpClient';
import { getSignedInUserId, setSignedInUserId, subscribeSignedIn } from './sessionMarker';

export const currentUserQueryKey = ['core', 'currentUser'] as const;

/** The signed-in staff user's id (the session marker), re-rendering when it changes. */
export function useSignedInUserId(): string | null {
  return useSyncExternalStore(subscribeSignedIn, getSignedInUserId);
}

/** The signed-in staff user, read once per session and user. */
export function useCurrentUserQuery() {
  const userId = useSignedInUserId();
  return useQuery({
    queryKey: [...currentUserQueryKey, userId],
    queryFn: () => apiRequest<StaffUser>('GET', '/api/core/Auth/CurrentUser'),
    enabled: userId !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (body: StaffLoginBody) => {
      // The server sets the session cookie; the reply names the user.
      const { user } = await apiRequest<StaffLoginReply>('POST', '/api/core/Auth/Login', body);
      queryClient.setQueryData([...currentUserQueryKey, user.id], user);
      setSignedInUserId(user.id);
      return user;
    },
    [queryClient],
  );
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // The server revokes the session and drops the cookie; a network failure must not keep the user signed in here.
    await apiRequest('POST', '/api/core/Auth/Logout').catch(() => undefined);
    setSignedInUserId(null);
    queryClient.clear();
  }, [queryClient]);
}

/** Tech staff may change settings (the server answers 403 to others). */
export function isTechStaff(user: StaffUser): boolean {
  return user.roles.includes('techStaff');
}
