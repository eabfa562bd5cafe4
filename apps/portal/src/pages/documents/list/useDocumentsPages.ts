import type { PagedReply, PortalDocumentsListItem } from '@clinic/api-contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { documentsQueryKey } from '../../../api/documents';
import { apiRequest } from '../../../api/httpClient';
import { type DocumentsFilter, documentsPageUrl, nextDocumentsPage } from './documentsPaging';

/**
 * The Documents table, a page at a time from the server (newest first), with the filter applied
 * there, so no document is ever cut off: "Load more" asks for the next page until the total.
 */
export function useDocumentsPages(filter: DocumentsFilter) {
  return useInfiniteQuery({
    queryKey: [...documentsQueryKey, 'FindAll', 'pages', filter],
    queryFn: ({ pageParam }) =>
      apiRequest<PagedReply<PortalDocumentsListItem>>('GET', documentsPageUrl(filter, pageParam)),
    initialPageParam: 0,
    getNextPageParam: (last, loaded) => nextDocumentsPage(last, loaded),
    staleTime: 60_000,
  });
}
