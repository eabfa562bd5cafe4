import { conflict } from '../app/httpError';
import type { Queryable } from '../db/database';
import type { DocumentActor } from './documentActor';
import { documentMessages } from './documentMessages';
import { type LoadedDocument, loadDocument } from './loadDocument';
import { refreshGroupStatus } from './refreshGroupStatus';
import { assertCurrentRowVersion, updateDocumentRow } from './saveDocument';

/**
 * RevertComplete: unlocks a completed document back to Draft. The reason is required and kept
 * on the document (forms.md section 4: unlocking a completed document takes an unlockReason).
 */
export async function revertDocument(
  db: Queryable,
  input: { id: string; actor: DocumentActor; unlockReason: string; rowVersion?: number | undefined },
): Promise<LoadedDocument> {
  const loaded = await loadDocument(db, input.id, input.actor, { lock: true });
  if (loaded.document.status !== 'Completed') throw conflict([documentMessages.notCompleted]);
  assertCurrentRowVersion(loaded.document, input.rowVersion);
  const document = await updateDocumentRow(db, input.id, {
    status: 'Draft',
    completedAt: null,
    completedByPatient: false,
    reviewedAt: null,
    reviewedById: null,
    unlockReason: input.unlockReason,
  });
  await refreshGroupStatus(db, document.documentGroupId);
  return { ...loaded, document };
}
