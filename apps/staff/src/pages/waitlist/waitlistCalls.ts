import type { CoreWaitlistEntry, CoreWaitlistQuery, PagedReply } from '@clinic/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/httpClient';

export const waitlistKeys = {
  all: ['core', 'Waitlist'] as const,
};

export const waitlistPageSize = 25;

/** The filters staff choose; empty strings are "any". */
export interface WaitlistFilters {
  locationId: string;
  serviceId: string;
  clinicianId: string;
  scope: CoreWaitlistQuery['scope'];
}

export function useWaitlist(filters: WaitlistFilters, page: number) {
  const query = new URLSearchParams({ page: String(page), pageSize: String(waitlistPageSize) });
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  return useQuery({
    queryKey: [...waitlistKeys.all, query.toString()],
    queryFn: () => apiRequest<PagedReply<CoreWaitlistEntry>>('GET', `/api/core/Waitlist?${query}`),
    placeholderData: keepPreviousData,
  });
}

export const removeWaitlistEntry = (id: string) => apiRequest<null>('DELETE', `/api/core/Waitlist/${id}`);
