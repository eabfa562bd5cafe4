import { structurallyEqual } from '@clinic/forms-core';
import type { DocumentSession } from './documentSession';
import { forgetUnsavedAnswers, readUnsavedAnswers } from './unsavedAnswers';

/**
 * What became of answers kept on the device for this document: none kept (or they were saved
 * after all), entered again as unsaved changes, or left out because the document has changed
 * since (they are never put over a newer version).
 */
export type RestoreOutcome = 'none' | 'restored' | 'outdated';

/**
 * Enters the answers kept under `key` again, as the user's own changes (unsaved, their onChange
 * scripts run), when they were entered on the version the session holds. On another version they
 * are dropped: if they equal what is stored now (a save on hiding the page reached the server
 * after all) silently, else reported as 'outdated'.
 */
export function restoreUnsavedAnswers(session: DocumentSession, key: string): RestoreOutcome {
  const kept = readUnsavedAnswers(key);
  if (!kept) return 'none';
  const { store } = session;
  const changed = Object.entries(kept.values).filter(
    ([id, value]) => store.engine.components.has(id) && !structurallyEqual(value, store.getValue(id)),
  );
  if (kept.rowVersion !== session.getRowVersion()) {
    forgetUnsavedAnswers(key);
    return changed.length === 0 ? 'none' : 'outdated';
  }
  let restored = false;
  for (const [id, value] of changed) {
    if (!store.engine.mayEdit(id)) continue;
    store.setValue(id, value);
    restored = true;
  }
  // Nothing left to restore: the entry has done its job (it is forgotten otherwise once saved).
  if (!restored) forgetUnsavedAnswers(key);
  return restored ? 'restored' : 'none';
}
