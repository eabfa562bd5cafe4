import { useState, useSyncExternalStore } from 'react';
import type { FocusRequest } from '../viewer/useFocusRequest';
import { createDocumentSession, type DocumentSession, type DocumentSessionOptions } from './documentSession';
import { useBeforeUnloadWarning } from './useBeforeUnloadWarning';

/** What a document page renders from its session. */
export interface DocumentSessionState {
  /** Something was entered since the document was opened or last saved (the store's flag). */
  dirty: boolean;
  /** For FormViewer's `focusRequest`. */
  focusRequest: FocusRequest | null;
}

/** A session's unsaved-changes flag and focus request, following it. */
export function useDocumentSessionState(session: DocumentSession): DocumentSessionState {
  const dirty = useSyncExternalStore(session.subscribe, session.isDirty);
  const focusRequest = useSyncExternalStore(session.subscribe, session.getFocusRequest);
  return { dirty, focusRequest };
}

/**
 * The document page's session (createDocumentSession), made once per mount from the reply's
 * parts: mount the page again (a `key`) for another document or a reload. Closing or reloading
 * the tab asks first while something is unsaved; in-app navigation is the app's router's to
 * hold, with `isDirty()` (read at navigation time, so a save just made counts).
 */
export function useDocumentSession(options: DocumentSessionOptions): DocumentSession & DocumentSessionState {
  const [session] = useState(() => createDocumentSession(options));
  const state = useDocumentSessionState(session);
  useBeforeUnloadWarning(state.dirty);
  return { ...session, ...state };
}
