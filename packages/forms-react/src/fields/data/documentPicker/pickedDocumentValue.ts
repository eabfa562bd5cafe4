import type { PickedDocument } from '../../../services/documentPickerSource';

/** The stored value keeps exactly the fields of forms.md section 3, whatever else the source sent. */
export function pickedDocumentValue(document: PickedDocument): PickedDocument {
  return {
    id: document.id,
    status: document.status ?? null,
    versionId: document.versionId ?? null,
    createdAt: document.createdAt ?? null,
    createdBy: document.createdBy
      ? {
          id: document.createdBy.id ?? null,
          fullName: document.createdBy.fullName ?? null,
          credentials: document.createdBy.credentials ?? null,
        }
      : null,
    mode: document.mode ?? null,
    results: document.results ?? null,
    score: document.score ?? null,
    effectiveDate: document.effectiveDate ?? null,
  };
}

export function pickedDocumentOf(value: unknown): PickedDocument | null {
  if (typeof value !== 'object' || value === null) return null;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'string' || typeof id === 'number' ? (value as PickedDocument) : null;
}
