import type { PortalCatalogItem } from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/httpClient';

/** Catalog/States (public: the anonymous wizards need it too); it changes rarely, so kept an hour. */
export function useStates() {
  return useQuery({
    queryKey: ['Catalog', 'States'],
    queryFn: () => apiRequest<PortalCatalogItem[]>('GET', '/api/portal/Catalog/States'),
    staleTime: 60 * 60_000,
  });
}
