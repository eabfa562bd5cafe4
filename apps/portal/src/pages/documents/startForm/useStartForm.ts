import type { PortalDocumentsDocument, PortalDocumentsOfferedForm } from '@clinic/api-contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useAlerts } from '../../../alerts/alertsContext';
import { documentsQueryKey } from '../../../api/documents';
import { apiRequest } from '../../../api/httpClient';
import { offeredFormsPath } from '../documentsPageReads';

/** The forms the patient's location offers to start here (the server applies hasEditableComponent). */
export function useOfferedForms() {
  return useQuery({
    queryKey: [...documentsQueryKey, 'OfferedForms'],
    queryFn: () => apiRequest<PortalDocumentsOfferedForm[]>('GET', offeredFormsPath),
    staleTime: 5 * 60_000,
  });
}

/**
 * Starts a draft of an offered form (PUT Documents/{id}, the id chosen here as the API asks) and
 * opens it, already in the cache so the page shows at once.
 */
export function useStartForm() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const alerts = useAlerts();
  return useMutation({
    mutationFn: (formId: string) =>
      apiRequest<PortalDocumentsDocument>('PUT', `/api/portal/Documents/${crypto.randomUUID()}`, { formId }),
    onSuccess: async (document) => {
      queryClient.setQueryData([...documentsQueryKey, 'one', document.id], document);
      await queryClient.invalidateQueries({ queryKey: [...documentsQueryKey, 'FindAll'] });
      await navigate(`/document/${document.id}`);
    },
    onError: (error) => alerts.error(error),
  });
}
