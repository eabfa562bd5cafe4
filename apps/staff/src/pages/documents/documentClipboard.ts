import type { DocumentClipboard } from '@clinic/forms-core';

/** Kept in localStorage so a copy survives opening the other document (also in another tab). */
const storageKey = 'staff-document-clipboard';

export function writeDocumentClipboard(clipboard: DocumentClipboard): void {
  localStorage.setItem(storageKey, JSON.stringify(clipboard));
}

/** The copied document, or null when nothing (readable) was copied. */
export function readDocumentClipboard(): DocumentClipboard | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { formId, versionId, values } = parsed as Partial<DocumentClipboard>;
    if (typeof formId !== 'string' || typeof versionId !== 'string') return null;
    if (typeof values !== 'object' || values === null) return null;
    return { formId, versionId, values };
  } catch {
    return null;
  }
}
