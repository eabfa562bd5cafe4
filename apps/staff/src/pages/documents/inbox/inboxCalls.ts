import type { CoreFormsInboxCounts, CoreFormsInboxPage, CoreFormsInboxView } from '@clinic/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/httpClient';
import { useApiMutation } from '../../../api/useApiMutation';
import { documentKeys } from '../documentCalls';

export const inboxPageSize = 25;

export interface InboxFilters {
  clinicianId?: string | undefined;
  locationId?: string | undefined;
}

// Under documentKeys.all: a document a patient completes refreshes the inbox live.
const inboxKeys = {
  all: [...documentKeys.all, 'inbox'] as const,
  page: (view: CoreFormsInboxView, filters: InboxFilters, page: number) =>
    [...documentKeys.all, 'inbox', view, filters, page] as const,
  counts: (filters: InboxFilters) => [...documentKeys.all, 'inbox', 'counts', filters] as const,
};

function queryOf(filters: InboxFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.clinicianId) query.set('clinicianId', filters.clinicianId);
  if (filters.locationId) query.set('locationId', filters.locationId);
  return query;
}

export function useInboxPage(view: CoreFormsInboxView, filters: InboxFilters, page: number) {
  return useQuery({
    queryKey: inboxKeys.page(view, filters, page),
    queryFn: () => {
      const query = queryOf(filters);
      query.set('view', view);
      query.set('page', String(page));
      query.set('pageSize', String(inboxPageSize));
      return apiRequest<CoreFormsInboxPage>('GET', `/api/core/DocumentInbox?${query}`);
    },
    placeholderData: keepPreviousData,
  });
}

/** How many documents each queue holds; the menu's badge is the unreviewed patient completions. */
export function useInboxCounts(filters: InboxFilters = {}) {
  return useQuery({
    queryKey: inboxKeys.counts(filters),
    queryFn: () =>
      apiRequest<CoreFormsInboxCounts>('GET', `/api/core/DocumentInbox/Counts?${queryOf(filters)}`),
  });
}

export function useMarkReviewed() {
  return useApiMutation(
    (documentId: string) =>
      apiRequest<null>('PATCH', `/api/core/DocumentInbox/${encodeURIComponent(documentId)}/Reviewed`),
    [inboxKeys.all],
  );
}
