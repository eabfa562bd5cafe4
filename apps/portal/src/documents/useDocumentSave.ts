import type { PortalDocumentsDocument } from '@clinic/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentsQueryKey } from '../api/documents';
import { apiRequest } from '../api/httpClient';

interface SaveInput {
  results: Record<string, unknown>;
  rowVersion: number;
  complete: boolean;
}

/** Saves a draft (PATCH) or saves and completes it (SaveAndComplete); the document lists refresh after. */
export function useDocumentSave(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ results, rowVersion, complete }: SaveInput) =>
      apiRequest<PortalDocumentsDocument>(
        'PATCH',
        `/api/portal/Documents/${documentId}${complete ? '/SaveAndComplete' : ''}`,
        { results, rowVersion },
      ),
    onSuccess: (saved) => {
      queryClient.setQueryData([...documentsQueryKey, 'one', documentId], saved);
      void queryClient.invalidateQueries({ queryKey: [...documentsQueryKey, 'FindAll'] });
      void queryClient.invalidateQueries({ queryKey: [...documentsQueryKey, 'group'] });
    },
  });
}
