import type { CoreFormsPickedDocument, HttpClient } from '@clinic/api-contract';
import type { DocumentPickerOption, DocumentPickerSource, PickedDocument } from '@clinic/forms-react';

const base = '/api/core/Documents';

/**
 * The document picker's HTTP source, bound to the episode of care the form is filled for:
 * the episode's documents of a form (ByEocForAdvancedFormBuilderComponent, newest first) and one
 * document as the picker's value (forAdvancedFormBuilderControl).
 */
export function httpDocumentPickerSource(client: HttpClient, episodeOfCareId: string): DocumentPickerSource {
  return {
    async listDocuments({ formId }) {
      const documents = await client.request<CoreFormsPickedDocument[]>(
        'GET',
        `${base}/ByEocForAdvancedFormBuilderComponent/${encodeURIComponent(episodeOfCareId)}/${encodeURIComponent(formId)}`,
      );
      return documents.map(
        (document): DocumentPickerOption => ({
          id: document.id,
          status: document.status,
          createdAt: document.createdAt,
          effectiveDate: document.effectiveDate,
          createdBy: document.createdBy,
        }),
      );
    },
    async loadDocument(documentId) {
      const document = await client.request<CoreFormsPickedDocument>(
        'GET',
        `${base}/forAdvancedFormBuilderControl/${encodeURIComponent(documentId)}`,
      );
      return document satisfies PickedDocument;
    },
  };
}
