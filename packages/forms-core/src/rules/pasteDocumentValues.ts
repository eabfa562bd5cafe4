import type { Results } from '../model/layout';
import { CONTENT_PASTED_MESSAGE, PASTE_FORMAT_MISMATCH_MESSAGE } from './clipboardMessages';
import type { DocumentClipboard } from './copyDocumentValues';

export type PasteOutcome =
  | { ok: true; results: Results; message: typeof CONTENT_PASTED_MESSAGE }
  | { ok: false; error: typeof PASTE_FORMAT_MISMATCH_MESSAGE };

/**
 * Pastes copied values over the target document's results. Only documents of the same form
 * may exchange values (the version may differ); values marked excludeFromPasteContent are skipped.
 */
export function pasteDocumentValues(
  clipboard: DocumentClipboard,
  targetFormId: string,
  targetResults: Results,
): PasteOutcome {
  if (clipboard.formId !== targetFormId) return { ok: false, error: PASTE_FORMAT_MISMATCH_MESSAGE };
  const results: Results = { ...targetResults };
  for (const [componentId, copied] of Object.entries(clipboard.values)) {
    if (!copied.excludeFromPasteContent) results[componentId] = copied.value;
  }
  return { ok: true, results, message: CONTENT_PASTED_MESSAGE };
}
