import type { CoreReferenceEFormPickerDocument } from '@clinic/api-contract';
import type { DocumentPickerSource } from '@clinic/forms-react';
import { apiRequest } from '../../api/httpClient';

/**
 * The document picker's choices in an e-form (forms.md section 7): the patient's documents of a
 * form in the document's episode of care that are shared with them, read through the link's
 * ticket (EForms/{ticket}/QueryResults). One read per form answers both the list and the chosen
 * document, which the reply carries whole. Without an episode there is nothing to choose from.
 */
export function eFormDocumentPicker(
  ticket: string,
  episodeOfCareId: string | null,
): DocumentPickerSource | undefined {
  if (!episodeOfCareId) return undefined;
  const byForm = new Map<string, Promise<CoreReferenceEFormPickerDocument[]>>();
  const documentsOf = (formId: string) => {
    let documents = byForm.get(formId);
    if (!documents) {
      const path = ['QueryResults', formId, episodeOfCareId].map(encodeURIComponent).join('/');
      documents = apiRequest<CoreReferenceEFormPickerDocument[]>(
        'GET',
        `/api/core/EForms/${encodeURIComponent(ticket)}/${path}`,
      );
      // A failed read is asked again next time rather than kept.
      documents.catch(() => byForm.delete(formId));
      byForm.set(formId, documents);
    }
    return documents;
  };
  return {
    listDocuments: async ({ formId }) => documentsOf(formId),
    loadDocument: async (documentId) => {
      for (const documents of byForm.values()) {
        const found = (await documents).find((document) => document.id === documentId);
        if (found) return found;
      }
      throw new Error('The chosen document is not among the choices read for this link.');
    },
  };
}
