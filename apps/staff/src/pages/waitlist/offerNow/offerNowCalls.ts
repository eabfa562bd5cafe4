import type { CoreWaitlistFreeSlotsReply, CoreWaitlistOfferNowBody } from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/httpClient';
import { waitlistKeys } from '../waitlistCalls';

/** The free times on a day for an entry's service and place. */
export function useFreeSlots(entryId: string, date: string) {
  return useQuery({
    queryKey: [...waitlistKeys.all, entryId, 'FreeSlots', date],
    queryFn: () =>
      apiRequest<CoreWaitlistFreeSlotsReply>(
        'GET',
        `/api/core/Waitlist/${entryId}/FreeSlots?${new URLSearchParams({ date })}`,
      ),
    enabled: date !== '',
  });
}

export const offerSlotNow = (entryId: string, body: CoreWaitlistOfferNowBody) =>
  apiRequest<{ id: string }>('POST', `/api/core/Waitlist/${entryId}/Offer`, body);
