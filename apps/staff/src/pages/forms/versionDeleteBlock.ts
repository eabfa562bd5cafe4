import type { CoreFormsVersionSummary } from '@clinic/api-contract';
import { formsTexts } from './formsTexts';

/**
 * Why a version cannot be deleted from the list, or null when it can be asked for: the official
 * version and versions with documents are kept (the server says so too, and stays the judge for
 * documents filled since the list was read), and the version open with unsaved changes is kept so
 * the edits are not lost under the user.
 */
export function versionDeleteBlock(
  version: CoreFormsVersionSummary,
  open: { id: string | null; dirty: boolean },
): string | null {
  if (version.isCurrent) return formsTexts.cannotDeleteOfficial;
  if (version.hasResults) return formsTexts.cannotDeleteWithDocuments;
  if (open.dirty && open.id === version.id) return formsTexts.cannotDeleteUnsaved;
  return null;
}
