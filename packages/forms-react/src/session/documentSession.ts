import type {
  DocumentCheck,
  DocumentContext,
  DocumentLanguage,
  ExpressionLogger,
  FieldErrors,
  FormContent,
  Results,
} from '@clinic/forms-core';
import { createFormStore, type FormStore } from '../store/formStore';
import { validateStore } from '../store/validateStore';
import type { FocusRequest } from '../viewer/useFocusRequest';
import { type FieldErrorCodes, fieldErrorsOf } from './fieldErrorsOf';
import { failedSaveState, initialSaveStatus, type SaveStatus } from './saveStatus';
import { type SavedDocument, takeServerValues } from './takeServerValues';

/** Who fills the document: staff ('form-submitter'), a patient ('e-form'), or nobody ('form-viewer'). */
export type DocumentSessionMode = 'form-submitter' | 'e-form' | 'form-viewer';

/** A document reply's parts, as the server sent them. */
export interface DocumentSessionOptions {
  content: FormContent;
  /** The stored results. */
  results?: Results;
  /** The reply's context, with its collections: `{ ...reply.context, collections: reply.collections }`. */
  context?: DocumentContext;
  /** The language of the texts the pipeline writes (the form header). */
  language?: DocumentLanguage;
  oneTimeValues?: Readonly<Record<string, unknown>>;
  mode: DocumentSessionMode;
  /** The stored document's rowVersion: sent with each save, and followed from each save's reply. */
  rowVersion?: number;
  /** A document not stored yet (an intake form): the form's script runs once, as the server runs it. */
  isNew?: boolean;
  /** Where failing expressions and scripts are reported (forms.md section 8); the console by default. */
  logger?: ExpressionLogger;
}

/** A failing expression is the form author's to fix: the browser's console says which and why. */
const consoleLogger: ExpressionLogger = { warn: (message, detail) => console.warn(message, detail) };

export interface ShowErrorsOptions {
  /** Focus the first field with an error (default); false only moves the viewer to its page. */
  focus?: boolean;
}

/**
 * One document being filled: its store, the unsaved-changes flag (the store's), the errors of a
 * check or of a refused save shown on their fields, and the viewer's focus request that goes to
 * the first of them. Framework-free, so a page can hold several (the intake forms);
 * useDocumentSession makes one per component.
 */
export interface DocumentSession {
  readonly store: FormStore;
  isDirty(): boolean;
  /** The request for the viewer (FormViewer's `focusRequest`); null while no error is shown. */
  getFocusRequest(): FocusRequest | null;
  /** The rowVersion of the last save's reply (the loaded one before): the version the values are based on. */
  getRowVersion(): number | undefined;
  /** What the last save did and when one last succeeded ("Saving…", "Saved at …", "Not saved"). */
  getSaveStatus(): SaveStatus;
  /**
   * Called when the unsaved-changes flag, the focus request or the save status may have changed
   * (and on every value change).
   */
  subscribe(listener: () => void): () => void;
  /**
   * Checks the document as the server will on completion (forms-core checkDocument: e-form rules
   * in 'e-form' mode), shows the errors on their fields (clearing the others) and goes to the
   * first one.
   */
  check(options: { filling: boolean }, show?: ShowErrorsOptions): DocumentCheck;
  /**
   * Shows a refused save's errors (a 400's `fieldErrorCodes`) on their fields and goes to the
   * first one; false when none of them is on a component of this form (the caller shows the
   * reply's message then).
   */
  showErrors(codes: FieldErrorCodes | undefined, show?: ShowErrorsOptions): boolean;
  /**
   * Saves with `send` (the values and the rowVersion they are based on in, the server's reply
   * out). Saves run one at a time, each after the one before has answered, so each sends the
   * rowVersion the last reply gave (two saves on the same version would refuse the second as a
   * conflict). Once it succeeds, errors shown are cleared; unless the user changed something
   * while it ran, nothing is unsaved any more and the store takes the server's values of what the
   * user may not change. A failure is thrown as it came, and kept in the save status.
   */
  save<R extends SavedDocument>(
    send: (results: Results, rowVersion: number | undefined) => Promise<R>,
  ): Promise<R>;
}

/** The lowest page holding an error on a component of the form; null when there is none. */
function firstErrorPage(store: FormStore, errors: FieldErrors): number | null {
  let first: number | null = null;
  for (const id of Object.keys(errors)) {
    const page = store.engine.components.get(id)?.page;
    if (page !== undefined && (first === null || page < first)) first = page;
  }
  return first;
}

export function createDocumentSession(options: DocumentSessionOptions): DocumentSession {
  const { mode } = options;
  const store = createFormStore({
    content: options.content,
    mode,
    ...(options.results ? { initialResults: options.results } : {}),
    ...(options.context ? { context: options.context } : {}),
    ...(options.language ? { language: options.language } : {}),
    ...(options.oneTimeValues ? { oneTimeValues: options.oneTimeValues } : {}),
    logger: options.logger ?? consoleLogger,
  });
  // Before anything renders or subscribes, so the store needs to tell no one.
  if (options.isNew) store.engine.runFormScript();

  // Counts the user's changes, so a save can tell whether the values it sent are still the latest.
  let edits = 0;
  store.subscribeAll(({ loaded }) => {
    if (!loaded) edits += 1;
  });

  let focusRequest: FocusRequest | null = null;
  let saveStatus = initialSaveStatus;
  let rowVersion = options.rowVersion;
  // The save under way, if any: the next waits for it to answer, failed or not.
  let underWay: Promise<unknown> | null = null;
  const sessionListeners = new Set<() => void>();
  const notify = () => {
    for (const listener of sessionListeners) listener();
  };
  /** Asks the viewer to go to the page of the first error; with none, withdraws the last request. */
  const goToErrors = (page: number | null, show: ShowErrorsOptions = {}) => {
    if (page === null && focusRequest === null) return;
    focusRequest = page === null ? null : { page, focusField: show.focus ?? true };
    notify();
  };
  const setSaveStatus = (next: SaveStatus) => {
    saveStatus = next;
    notify();
  };

  const saveNow = async <R extends SavedDocument>(
    send: (results: Results, rowVersion: number | undefined) => Promise<R>,
  ): Promise<R> => {
    const editsBefore = edits;
    setSaveStatus({ ...saveStatus, state: 'saving' });
    let saved: R;
    try {
      saved = await send(store.getResults(), rowVersion);
    } catch (error) {
      setSaveStatus({ ...saveStatus, state: failedSaveState(error) });
      throw error;
    }
    if (saved.rowVersion !== undefined) rowVersion = saved.rowVersion;
    // The errors shown stay: they are about the answers, not about saving, and an autosave
    // finishing just after a refused completion wiped them while the patient read them.
    if (edits === editsBefore) {
      store.markSaved();
      takeServerValues(store, saved);
    }
    setSaveStatus({ state: 'saved', savedAt: new Date() });
    return saved;
  };

  return {
    store,
    isDirty: store.isDirty,
    getFocusRequest: () => focusRequest,
    getRowVersion: () => rowVersion,
    getSaveStatus: () => saveStatus,
    subscribe(listener) {
      const unsubscribe = store.subscribeAll(() => listener());
      sessionListeners.add(listener);
      return () => {
        unsubscribe();
        sessionListeners.delete(listener);
      };
    },
    check({ filling }, show) {
      const result = validateStore(store, { mode: mode === 'e-form' ? 'e-form' : 'form-submitter', filling });
      goToErrors(result.firstErrorPage, show);
      return result;
    },
    showErrors(codes, show) {
      const errors = fieldErrorsOf(codes);
      const page = firstErrorPage(store, errors);
      if (page === null) return false;
      store.setAllErrors(errors);
      goToErrors(page, show);
      return true;
    },
    save(send) {
      // With none under way the request leaves at once, still inside a page-hide event's handler.
      const run = underWay ? underWay.then(() => saveNow(send)) : saveNow(send);
      const settled = run.catch(() => undefined);
      underWay = settled;
      void settled.then(() => {
        if (underWay === settled) underWay = null;
      });
      return run;
    },
  };
}
