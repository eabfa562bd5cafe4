import type { Results } from '@clinic/forms-core';
import type { DocumentSession } from './documentSession';
import { mayAutosaveAfter } from './saveStatus';
import type { SavedDocument } from './takeServerValues';
import { forgetUnsavedAnswers, keepUnsavedAnswers } from './unsavedAnswers';

/** The quiet time after the last change before a draft is saved by itself. */
export const autosaveDelayMs = 1500;
/** After a save failed for want of a connection or a server error, the next try. */
export const autosaveRetryMs = 10_000;

export interface AutosaveOptions {
  /** Saves a draft: the values and the rowVersion they are based on in, the server's reply out. */
  send(results: Results, rowVersion: number | undefined): Promise<SavedDocument>;
  delayMs?: number;
  retryMs?: number;
  /**
   * Where answers that could not be saved are kept on this device (unsavedAnswers.ts), unique per
   * user and document; without it nothing is kept.
   */
  unsavedKey?: string;
  /**
   * Read when the document closes with unsaved answers: true when the user's session has ended
   * (a 401 somewhere sent them to sign in), so the answers are kept for their return. A document
   * closed otherwise (the user chose to leave without saving, or signed out) keeps nothing.
   */
  sessionEnded?(): boolean;
}

/**
 * Saves the session's draft by itself: `delayMs` after the last change, and at once when the page
 * hides (the tab goes to the background, closes or navigates away), one save at a time through
 * the session. A change made while a save is on its way stays unsaved and is saved next. Stops
 * after a conflict or an ended session; keeps what could not be saved under `unsavedKey` until a
 * save succeeds. Returns the stop function.
 */
export function startAutosave(session: DocumentSession, options: AutosaveOptions): () => void {
  const { store } = session;
  const delayMs = options.delayMs ?? autosaveDelayMs;
  const retryMs = options.retryMs ?? autosaveRetryMs;
  const key = options.unsavedKey;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let saving = false;
  let again = false;

  const canSave = () => mayAutosaveAfter(session.getSaveStatus().state);
  const keep = () => {
    if (key && store.isDirty())
      keepUnsavedAnswers(key, { rowVersion: session.getRowVersion(), values: store.getUnsavedValues() });
  };
  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (canSave()) timer = setTimeout(flush, ms);
  };

  function flush(): void {
    clearTimeout(timer);
    timer = undefined;
    if (!canSave() || !store.isDirty()) return;
    // The save on its way will be followed by another, with whatever is unsaved then.
    if (saving) {
      again = true;
      return;
    }
    saving = true;
    session
      .save(options.send)
      .catch(() => {
        // The session's save status says what happened, and the page shows it.
        if (session.getSaveStatus().state === 'failed') schedule(retryMs);
      })
      .finally(() => {
        saving = false;
        if (again) {
          again = false;
          flush();
        }
      });
  }

  const unsubscribeStore = store.subscribeAll(({ loaded }) => {
    if (!loaded) schedule(delayMs);
  });
  // Any save of the session, the user's own included, settles what is kept on the device.
  let lastState = session.getSaveStatus().state;
  const unsubscribeSession = session.subscribe(() => {
    const { state } = session.getSaveStatus();
    if (state === lastState) return;
    lastState = state;
    if (state === 'saved' && key) forgetUnsavedAnswers(key);
    if (state === 'ended') keep();
    if (!mayAutosaveAfter(state)) clearTimeout(timer);
  });

  // A page that hides may never come back (closed, discarded by a phone): keep, then save.
  const onHide = () => {
    keep();
    flush();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onHide();
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', onHide);

  // Answers restored as the document opened are saved at once.
  if (store.isDirty()) schedule(0);

  return () => {
    clearTimeout(timer);
    unsubscribeStore();
    unsubscribeSession();
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', onHide);
    if (options.sessionEnded?.()) keep();
  };
}
