import type { DocumentPickerOption, DocumentPickerSource } from '../services/documentPickerSource';

const author = { id: 'staff-1', fullName: 'Dana Whitfield', credentials: 'MD' };

const documents: readonly DocumentPickerOption[] = [
  {
    id: 'doc-2',
    formName: 'PHQ-9 Depression Screening',
    status: 'Completed',
    createdAt: '2026-10-02T14:30:00Z',
    effectiveDate: '2026-10-02',
    createdBy: author,
  },
  {
    id: 'doc-1',
    formName: 'PHQ-9 Depression Screening',
    status: 'Draft',
    createdAt: '2026-08-15T09:10:00Z',
    effectiveDate: '2026-08-15',
    createdBy: author,
  },
];

/** Two sample documents of a patient for the gallery's document picker. */
export const galleryDocuments: DocumentPickerSource = {
  listDocuments: async () => documents,
  async loadDocument(documentId) {
    const document = documents.find((candidate) => candidate.id === documentId);
    if (!document) throw new Error(`No sample document ${documentId}`);
    return { ...document, versionId: 'version-1', mode: 'Results', results: {}, score: '12' };
  },
};
