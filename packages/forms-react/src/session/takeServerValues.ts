import { type Results, structurallyEqual } from '@clinic/forms-core';
import type { FormStore } from '../store/formStore';

/** What a save answers: the values stored, and the sent ones it did not take. */
export interface SavedDocument {
  results: Results;
  /** Sent values the server kept as stored: the caller may not change those components. */
  ignoredComponentIds?: readonly string[];
  /** The stored document's new rowVersion, which the next save must name. */
  rowVersion?: number;
}

/**
 * After a save, the store takes the stored values of the components the user may not change
 * (read-only, hidden, filled from the records, not editable in the e-form, or ignored by the
 * server), so it shows what was saved; what the user may change is theirs already. Taken as
 * loaded values: no unsaved change, no onChange script. The pipeline's own values (form header,
 * computed values) are recomputed by the store and never set.
 */
export function takeServerValues(store: FormStore, saved: SavedDocument): void {
  const ignored = new Set(saved.ignoredComponentIds);
  for (const id of store.engine.components.keys()) {
    if (!ignored.has(id) && store.engine.mayEdit(id)) continue;
    if (!Object.hasOwn(saved.results, id)) continue;
    const value = saved.results[id];
    if (!structurallyEqual(value, store.getValue(id))) store.setValue(id, value, { loaded: true });
  }
}
