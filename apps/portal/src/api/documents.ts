import type {
  PagedReply,
  PortalDocumentsDocument,
  PortalDocumentsGroup,
  PortalDocumentsListItem,
} from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './httpClient';
import { frameReadPaths } from './startupReads';

export const documentsQueryKey = ['Documents'] as const;

/**
 * The first pending documents (not Completed), newest first, with their total: the dashboard's
 * list, loaded at start (portal.md section 4). The Documents page pages through all of them.
 */
export function usePendingDocuments() {
  return useQuery({
    queryKey: [...documentsQueryKey, 'FindAll', 'pending'],
    queryFn: () => apiRequest<PagedReply<PortalDocumentsListItem>>('GET', frameReadPaths.pendingDocuments),
    staleTime: 60_000,
  });
}

export function useDocument(id: string | undefined) {
  return useQuery({
    queryKey: [...documentsQueryKey, 'one', id],
    queryFn: () => apiRequest<PortalDocumentsDocument>('GET', `/api/portal/Documents/${id}`),
    enabled: Boolean(id),
  });
}

export function useDocumentGroup(id: string | undefined) {
  return useQuery({
    queryKey: [...documentsQueryKey, 'group', id],
    queryFn: () => apiRequest<PortalDocumentsGroup>('GET', `/api/portal/Documents/Group/${id}`),
    enabled: Boolean(id),
  });
}

/** A document waits for the patient while it is not completed. */
export function isPending(document: Pick<PortalDocumentsListItem, 'status'>): boolean {
  return document.status !== 'Completed';
}
