import type {
  CoreFormsDetailedDocument,
  CoreFormsDocumentListItem,
  HttpClient,
  PagedReply,
} from '@clinic/api-contract';
import { type AutofillProvider, latestCompletedSectionProvider } from '@clinic/forms-react';

/** The document being filled, whose patient's history the AI autofill inputs read. */
export interface AutofillScope {
  patientId: string;
  episodeOfCareId: string;
  /** The document being filled: never its own source. */
  documentId?: string | null;
}

/** How many of the newest completed documents are searched for a section. */
const SEARCHED_DOCUMENTS = 20;

/**
 * TextInput (AI Autofill) over api/core: the section's text in the episode's latest completed
 * document holding it. Lists the episode's completed documents (newest first), then reads them
 * one by one (GetDetailed) until one has the section; the layout is the document's baked
 * layout when it holds one, else the version it was filled on.
 */
export function httpAutofillProvider(client: HttpClient, scope: AutofillScope): AutofillProvider {
  const base = '/api/core/Documents';
  return latestCompletedSectionProvider({
    excludeDocumentId: scope.documentId ?? null,
    maxDocuments: SEARCHED_DOCUMENTS,
    async listDocuments() {
      const reply = await client.request<PagedReply<CoreFormsDocumentListItem>>(
        'POST',
        `${base}/ByEoc/${encodeURIComponent(scope.episodeOfCareId)}/${encodeURIComponent(scope.patientId)}`,
        { page: 0, pageSize: SEARCHED_DOCUMENTS, status: 'Completed' },
      );
      return reply.items;
    },
    async loadDocument(id) {
      const detail = await client.request<CoreFormsDetailedDocument>(
        'GET',
        `${base}/GetDetailed/${encodeURIComponent(id)}`,
      );
      return {
        content: detail.document.bakedLayout,
        fallbackContent: detail.version.content,
        results: detail.document.results,
      };
    },
  });
}
