import type {
  PagedReply,
  PortalDocumentsDocument,
  PortalDocumentsGroup,
  PortalDocumentsListItem,
} from '@clinic/api-contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './httpClient';

export const documentsQueryKey = ['Documents'] as const;

/** Every shared document of the patient, newest first (loaded at start; dashboard and /documents). */
export function useDocuments() {
  return useQuery({
    queryKey: [...documentsQueryKey, 'FindAll'],
    queryFn: () =>
      apiRequest<PagedReply<PortalDocumentsListItem>>(
        'GET',
        '/api/portal/Documents/FindAll?page=0&pageSize=1000',
      ),
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
