import type { CoreReferenceStaffUser, PagedReply } from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/httpClient';

export const staffUsersKey = ['core', 'StaffUsers'] as const;

/** Every staff account (a clinic has tens, not thousands), by last name. */
export function useStaffUsers() {
  return useQuery({
    queryKey: staffUsersKey,
    queryFn: () =>
      apiRequest<PagedReply<CoreReferenceStaffUser>>('GET', '/api/core/StaffUsers?page=0&pageSize=500'),
    select: (page) => page.items,
  });
}
