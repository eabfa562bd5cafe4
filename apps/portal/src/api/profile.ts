import type { PortalProfile, ProfileChangeRequest } from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './httpClient';

export const profileQueryKey = ['Profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: () => apiRequest<PortalProfile>('GET', '/api/portal/Profile'),
  });
}

export function useProfileChangeRequests() {
  return useQuery({
    queryKey: [...profileQueryKey, 'ChangeRequests'],
    queryFn: () => apiRequest<{ items: ProfileChangeRequest[] }>('GET', '/api/portal/Profile/ChangeRequests'),
  });
}
