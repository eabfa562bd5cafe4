import type {
  CoreFormsBulkCompleteReply,
  CoreFormsDetailedDocument,
  CoreFormsDocument,
  CoreFormsDocumentGroup,
  CoreFormsDocumentGroupPdfRequest,
  CoreFormsDocumentListItem,
  CoreFormsDocumentSave,
  CoreFormsDownloadToken,
  CoreFormsFormGroup,
  CoreFormsFormSummary,
  CoreFormsSetScore,
  CoreReferenceEFormSend,
  PagedReply,
} from '@clinic/api-contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, httpClient } from '../../api/httpClient';

const base = '/api/core/Documents';

export const DOCUMENTS_PAGE_SIZE = 20;

/** Query keys: a change to a document refreshes its episode's lists and the document itself. */
export const documentKeys = {
  all: ['core-documents'] as const,
  episode: (episodeId: string) => ['core-documents', 'episode', episodeId] as const,
  list: (episodeId: string, status: string, page: number) =>
    ['core-documents', 'episode', episodeId, status, page] as const,
  detailed: (id: string) => ['core-documents', 'detailed', id] as const,
  offeredForms: (episodeId: string) => ['core-documents', 'offered-forms', episodeId] as const,
  offeredGroups: (episodeId: string) => ['core-documents', 'offered-groups', episodeId] as const,
};

export function useEpisodeDocuments(patientId: string, episodeId: string, status: string, page: number) {
  return useQuery({
    queryKey: documentKeys.list(episodeId, status, page),
    queryFn: () =>
      apiRequest<PagedReply<CoreFormsDocumentListItem>>('POST', `${base}/ByEoc/${episodeId}/${patientId}`, {
        page,
        pageSize: DOCUMENTS_PAGE_SIZE,
        ...(status ? { status } : {}),
      }),
    placeholderData: keepPreviousData,
  });
}

export function useDetailedDocument(id: string) {
  return useQuery({
    queryKey: documentKeys.detailed(id),
    queryFn: () => apiRequest<CoreFormsDetailedDocument>('GET', `${base}/GetDetailed/${id}`),
    // A form being filled must not be replaced under the user's hands by a background refetch;
    // dropped once the page is left, so opening it again reads what others changed meanwhile.
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** Forms a clinic fills for a patient are 'main' forms; the episode's location may narrow them. */
export function useOfferedForms(episodeId: string) {
  return useQuery({
    queryKey: documentKeys.offeredForms(episodeId),
    queryFn: async () =>
      (
        await apiRequest<PagedReply<CoreFormsFormSummary>>(
          'POST',
          `/api/core/Forms/main?eocId=${episodeId}`,
          {
            page: 0,
            pageSize: 500,
          },
        )
      ).items,
  });
}

export function useOfferedFormGroups(episodeId: string) {
  return useQuery({
    queryKey: documentKeys.offeredGroups(episodeId),
    queryFn: async () =>
      (
        await apiRequest<PagedReply<CoreFormsFormGroup>>('POST', `/api/core/FormGroups?eocId=${episodeId}`, {
          page: 0,
          pageSize: 500,
        })
      ).items,
  });
}

export const documentCalls = {
  create: (body: { formId: string; patientId: string; episodeOfCareId: string; effectiveDate?: string }) =>
    apiRequest<CoreFormsDocument>('PUT', base, body),
  createGroup: (body: {
    formGroupId: string;
    patientId: string;
    episodeOfCareId: string;
    effectiveDate?: string;
  }) => apiRequest<CoreFormsDocumentGroup>('PUT', '/api/core/DocumentGroups', body),
  save: (id: string, body: CoreFormsDocumentSave) =>
    apiRequest<CoreFormsDocument>('PATCH', `${base}/${id}`, body),
  saveAndComplete: (id: string, body: CoreFormsDocumentSave) =>
    apiRequest<CoreFormsDocument>('PATCH', `${base}/${id}/SaveAndComplete`, body),
  revert: (id: string, unlockReason: string, rowVersion: number) =>
    apiRequest<CoreFormsDocument>('PATCH', `${base}/${id}/RevertComplete`, { unlockReason, rowVersion }),
  setScore: (id: string, body: CoreFormsSetScore) =>
    apiRequest<CoreFormsDocument>('PATCH', `${base}/SetScore/${id}`, body),
  bulkComplete: (ids: readonly string[]) =>
    apiRequest<CoreFormsBulkCompleteReply>('PATCH', `${base}/BulkComplete`, { ids }),
  remove: (id: string) => apiRequest<null>('DELETE', `${base}/${id}`),
  share: (id: string, shared: boolean) =>
    apiRequest<CoreFormsDocument>('PATCH', `${base}/${id}/Share`, { shared }),
  shareGroup: (id: string, sharedWithPortal: boolean) =>
    apiRequest<CoreFormsDocumentGroup>('PATCH', `/api/core/DocumentGroups/${id}`, { sharedWithPortal }),
  sendEFormLink: (body: CoreReferenceEFormSend) =>
    apiRequest<{ id: string; email: string; expiresAt: string; documentCount: number }>(
      'PUT',
      '/api/core/EForms',
      body,
    ),
  pdf: (id: string) => httpClient.download(`${base}/${id}/Pdf`),
  /** Attaches a file to a draft, replacing the one it had; the answers are left as they are. */
  attachFile: (document: Pick<CoreFormsDocument, 'id' | 'rowVersion'>, file: File) => {
    const body = new FormData();
    body.append('id', document.id);
    body.append('RowVersion', String(document.rowVersion));
    body.append('File', file);
    return apiRequest<CoreFormsDocument>('PATCH', `${base}/upload`, body);
  },
  /** A five-minute link of the attached file, opened without the bearer header. */
  fileLink: (id: string) => apiRequest<CoreFormsDownloadToken>('GET', `${base}/${id}/DownloadToken`),
  /** The whole group in one PDF; the server makes it only once every document is completed. */
  groupPdf: (id: string) =>
    httpClient.download('/api/core/DocumentGroups/DownloadDocumentGroupPdf', {
      id,
    } satisfies CoreFormsDocumentGroupPdfRequest),
};

/** Hands a downloaded file to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  followDownloadLink(url, fileName);
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Downloads what a link serves (a blob, or a server link that answers as an attachment). */
export function followDownloadLink(href: string, fileName = ''): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}
