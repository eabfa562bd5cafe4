import type { PortalRecordViewPage } from '@clinic/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/httpClient';
import { profileQueryKey } from '../api/profile';

export const RECORD_VIEWS_PAGE_SIZE = 10;

/** The browser's time zone: a staff visit late in the evening is listed on the patient's own day. */
const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** "Who viewed my record": clinic staff by day, newest first, one page at a time. */
export function useRecordViews(page: number) {
  const zone = timeZone();
  return useQuery({
    queryKey: [...profileQueryKey, 'RecordViews', zone, page],
    queryFn: () => {
      const query = new URLSearchParams({
        page: String(page),
        pageSize: String(RECORD_VIEWS_PAGE_SIZE),
        timeZone: zone,
      });
      return apiRequest<PortalRecordViewPage>('GET', `/api/portal/Profile/RecordViews?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}
