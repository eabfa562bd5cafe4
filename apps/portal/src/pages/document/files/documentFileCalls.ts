import type { PortalDocumentsDocument, PortalDocumentsDownloadToken } from '@clinic/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentsQueryKey } from '../../../api/documents';
import { apiRequest, httpClient } from '../../../api/httpClient';
import { type PrintTarget, pdfTokenPath, printablePath } from './printTarget';

/** The printable HTML page of a shared document or a document group, as the server made it. */
export async function fetchPrintableHtml(target: PrintTarget): Promise<string> {
  const { blob } = await httpClient.download(printablePath(target));
  return blob.text();
}

/**
 * Starts a download from a short-lived link: Download/{token}/{id} answers as an attachment, so
 * the browser saves it and the page stays where it is.
 */
function startDownload(url: string): void {
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = '';
  anchor.rel = 'noopener';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
}

/**
 * A completed document or group as a PDF: a five-minute link (PdfDownloadToken), then
 * Download/{token}/{id}.
 */
export async function downloadPdf(target: PrintTarget): Promise<void> {
  const link = await apiRequest<PortalDocumentsDownloadToken>('GET', pdfTokenPath(target));
  startDownload(link.url);
}

/** The file attached to a document (DownloadToken, then Download/{token}/{fileId}). */
export async function downloadAttachment(documentId: string): Promise<void> {
  const link = await apiRequest<PortalDocumentsDownloadToken>(
    'GET',
    `/api/portal/Documents/${documentId}/DownloadToken`,
  );
  startDownload(link.url);
}

/**
 * PUT Upload/{id} (multipart, field File). The reply is the document with its new file; it
 * replaces the cached one, and the lists refresh (they show whether a document has a file).
 */
export function useUploadAttachment(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('File', file, file.name);
      return apiRequest<PortalDocumentsDocument>('PUT', `/api/portal/Documents/Upload/${documentId}`, body);
    },
    onSuccess: (saved) => {
      queryClient.setQueryData([...documentsQueryKey, 'one', documentId], saved);
      void queryClient.invalidateQueries({ queryKey: [...documentsQueryKey, 'FindAll'] });
    },
  });
}
