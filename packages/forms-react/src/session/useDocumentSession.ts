import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { FocusRequest } from '../viewer/useFocusRequest';
import { type AutosaveOptions, startAutosave } from './autosave';
import { createDocumentSession, type DocumentSession, type DocumentSessionOptions } from './documentSession';
import { type RestoreOutcome, restoreUnsavedAnswers } from './restoreUnsavedAnswers';
import type { SaveStatus } from './saveStatus';
import { useBeforeUnloadWarning } from './useBeforeUnloadWarning';

/** What a document page renders from its session. */
export interface DocumentSessionState {
  /** Something was entered since the document was opened or last saved (the store's flag). */
  dirty: boolean;
  /** For FormViewer's `focusRequest`. */
  focusRequest: FocusRequest | null;
  /** What the last save did and when one last succeeded (SaveStatusText shows it). */
  saveStatus: SaveStatus;
}

/** A session's unsaved-changes flag, focus request and save status, following it. */
export function useDocumentSessionState(session: DocumentSession): DocumentSessionState {
  const dirty = useSyncExternalStore(session.subscribe, session.isDirty);
  const focusRequest = useSyncExternalStore(session.subscribe, session.getFocusRequest);
  const saveStatus = useSyncExternalStore(session.subscribe, session.getSaveStatus);
  return { dirty, focusRequest, saveStatus };
}

export interface UseDocumentSessionOptions extends DocumentSessionOptions {
  /**
   * Saves drafts by themselves (autosave.ts), unless the document is only shown ('form-viewer').
   * With `unsavedKey`, answers kept on the device when they could not be saved are entered again
   * as the document opens on the version they were entered on.
   */
  autosave?: AutosaveOptions;
}

/**
 * The document page's session (createDocumentSession), made once per mount from the reply's
 * parts: mount the page again (a `key`) for another document or a reload. Closing or reloading
 * the tab asks first while something is unsaved; in-app navigation is the app's router's to
 * hold, with `isDirty()` (read at navigation time, so a save just made counts).
 */
export function useDocumentSession(
  options: UseDocumentSessionOptions,
): DocumentSession & DocumentSessionState & { restored: RestoreOutcome } {
  const autosaving = options.autosave !== undefined && options.mode !== 'form-viewer';
  const [{ session, restored }] = useState(() => {
    const made = createDocumentSession(options);
    const key = autosaving ? options.autosave?.unsavedKey : undefined;
    // Before the first render, so the restored answers show at once and count as unsaved.
    return { session: made, restored: key ? restoreUnsavedAnswers(made, key) : 'none' };
  });
  // The page's latest options (a new `send` each render reads the page's state): read when used.
  const autosave = useRef(options.autosave);
  autosave.current = options.autosave;
  useEffect(() => {
    const initial = autosave.current;
    if (!autosaving || !initial) return;
    return startAutosave(session, {
      ...initial,
      send: (results, rowVersion) => (autosave.current ?? initial).send(results, rowVersion),
      sessionEnded: () => autosave.current?.sessionEnded?.() ?? false,
    });
  }, [session, autosaving]);
  const state = useDocumentSessionState(session);
  useBeforeUnloadWarning(state.dirty);
  return { ...session, ...state, restored };
}
