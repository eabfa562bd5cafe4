import type { SystemSettings } from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { settingsQueryKey } from '../app/queryClient';
import { apiRequest } from './httpClient';

export function useSystemSettings() {
  return useQuery({
    queryKey: settingsQueryKey,
    queryFn: () => apiRequest<SystemSettings>('GET', '/api/portal/SystemSettings'),
    staleTime: 5 * 60_000,
  });
}
