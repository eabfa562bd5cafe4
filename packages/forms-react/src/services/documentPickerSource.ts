/** Who created a document, as the document picker reads it (forms.md section 3). */
export interface PickedDocumentAuthor {
  id?: string | number | null;
  fullName?: string | null;
  credentials?: string | null;
}

/** One of the patient's documents offered by the document picker. */
export interface DocumentPickerOption {
  id: string;
  formName?: string | null;
  status: string;
  createdAt: string;
  effectiveDate?: string | null;
  createdBy?: PickedDocumentAuthor | null;
}

/** The document picker's value (forms.md section 3, "Document picker"; forms-core documentValueSchema). */
export interface PickedDocument {
  id: string | number;
  status?: string | null;
  versionId?: string | number | null;
  createdAt?: string | null;
  createdBy?: PickedDocumentAuthor | null;
  mode?: string | null;
  results?: Record<string, unknown> | null;
  score?: string | number | null;
  effectiveDate?: string | null;
}

/**
 * The patient's documents for the document picker (forms.md section 7: submissions of a form for
 * the patient and episode of care, then one submission loaded). The staff app implements it over
 * Documents/ByEocForAdvancedFormBuilderComponent and Documents/forAdvancedFormBuilderControl,
 * already bound to the patient and episode of care the form is filled for; tests use an in-memory one.
 */
export interface DocumentPickerSource {
  /** The patient's documents of a form, newest first. */
  listDocuments(request: { formId: string }): Promise<readonly DocumentPickerOption[]>;
  /** One document with its results, as the picker stores it. */
  loadDocument(documentId: string): Promise<PickedDocument>;
}
