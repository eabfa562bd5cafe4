import {
  createDocumentEngine,
  type DependencyGraph,
  type DocumentContext,
  type DocumentEngine,
  type DocumentLanguage,
  type DocumentMode,
  type ExpressionLogger,
  type FieldError,
  type FieldErrors,
  type FormContent,
  loadedFhirPathEvaluator,
  loadFhirPathEvaluator,
  type Results,
} from '@clinic/forms-core';
import { withChunkTimeout } from '../chunkLoading/chunkLoadTimeout';

type Listener = () => void;

/** What subscribeAll's listeners learn of a change. */
export interface ValueChange {
  /**
   * The value was loaded from the clinic's records as the form opened (a clinical list), not
   * entered: it makes no unsaved change and runs no onChange script.
   */
  loaded: boolean;
}

type ChangeListener = (change: ValueChange) => void;
type Overlay = Readonly<Record<string, unknown>>;

const noErrors: readonly FieldError[] = Object.freeze([]);

/**
 * What a field shows: its value, computed properties, whether it is hidden and its errors; one
 * snapshot, so a field subscribes once (render/FieldView hands the value to its renderer).
 */
export interface FieldChrome {
  value: unknown;
  computed: Overlay;
  hidden: boolean;
  errors: readonly FieldError[];
  /** Focused or pointed at once: the field's extras are drawn from then on (`reveal`). */
  revealed: boolean;
}

export interface FormStoreOptions {
  content: FormContent;
  /** Saved results; a component without one starts with its default value (forms-core `defaultResults`). */
  initialResults?: Results;
  /** The document's facts: the `form` scope, the collections, the form header (forms-core DocumentContext). */
  context?: DocumentContext;
  /** The language the pipeline writes texts in (the form header). */
  language?: DocumentLanguage;
  /** One-time (`{{::`) values the server fixed for this document. */
  oneTimeValues?: Readonly<Record<string, unknown>>;
  /** The filling mode: who may edit what (forms-core mayEdit). Default 'form-submitter'. */
  mode?: DocumentMode;
  /** Where failing expressions and scripts are reported (forms.md section 8). */
  logger?: ExpressionLogger;
}

/**
 * The state of one form being filled (react-hook-form's model): forms-core's document engine
 * (values, computed properties, hidden state, onChange scripts), the errors of the last check
 * and the unsaved-changes flag, with subscriptions per component id. A change notifies the
 * changed component and the components whose computed properties depend on it, nobody else:
 * typing in one field re-renders that field and its dependants, not the form.
 */
export interface FormStore {
  readonly content: FormContent;
  readonly engine: DocumentEngine;
  /** Unique per store on the page: keeps element ids apart when two forms are shown at once. */
  readonly instanceId: string;
  getValue(componentId: string): unknown;
  setValue(componentId: string, value: unknown, change?: ValueChange): void;
  /** The values of every component, for saving. A new object after each change. */
  getResults(): Results;
  /** Computed properties of a component (e.g. `hidden`, a `{{ }}` label), evaluated. */
  getComputed(componentId: string): Overlay;
  isHidden(componentId: string): boolean;
  /** False when the component never hides (no `hidden` property, fixed or computed): nothing to follow. */
  canHide(componentId: string): boolean;
  /** Whether the pipeline fills the component (form header, chart section, computed value). */
  isOwned(componentId: string): boolean;
  /** Computed properties, hidden and errors of a component; the same object until one of them changes. */
  getFieldChrome(componentId: string): FieldChrome;
  /**
   * The component was focused or pointed at: its extras (the saved-responses button, "Clear
   * selection") are drawn from now on. Kept here, in the subscription each field already has,
   * rather than as state of every field of a long form (issue 22.4).
   */
  reveal(componentId: string): void;
  getErrors(componentId: string): readonly FieldError[];
  /** Replaces every error (after a check); only components whose errors changed are notified. */
  setAllErrors(errors: FieldErrors): void;
  /** Whether something was entered since the store was made or last marked saved. */
  isDirty(): boolean;
  /**
   * The values the user entered since the store was made or last marked saved, by component id
   * (not what their onChange scripts or computed properties made of them: entering these again
   * makes those again). What is kept on the device when a save cannot be made.
   */
  getUnsavedValues(): Results;
  /** After a save: nothing is unsaved any more. */
  markSaved(): void;
  subscribe(componentId: string, listener: Listener): () => void;
  /** Notified on every change of any value, and when the unsaved-changes flag changes. */
  subscribeAll(listener: ChangeListener): () => void;
  readonly graph: DependencyGraph;
  /**
   * True while the form's imported FHIRPath waits for its engine to load (loaded on its own, once
   * per page): its conditional items stay hidden and its FHIRPath values empty until then.
   * subscribeAll's listeners hear when it has loaded.
   */
  awaitsFhirPath(): boolean;
}

const sameErrors = (a: readonly FieldError[], b: readonly FieldError[]) =>
  a.length === b.length && a.every((error, i) => error.rule === b[i]?.rule && error.limit === b[i]?.limit);

const sameChrome = (a: FieldChrome, b: FieldChrome) =>
  a.value === b.value &&
  a.computed === b.computed &&
  a.hidden === b.hidden &&
  a.errors === b.errors &&
  a.revealed === b.revealed;

let storeCount = 0;

export function createFormStore(options: FormStoreOptions): FormStore {
  storeCount += 1;
  const instanceId = `f${storeCount}`;
  // The FHIRPath engine, when another form on the page has loaded it already: no wait.
  const fhirPath = options.context?.fhirPath ?? loadedFhirPathEvaluator();
  const context = fhirPath ? { ...options.context, fhirPath } : options.context;
  const engine = createDocumentEngine({
    content: options.content,
    ...(options.initialResults ? { results: options.initialResults } : {}),
    ...(context ? { context } : {}),
    ...(options.language ? { language: options.language } : {}),
    ...(options.oneTimeValues ? { oneTimeValues: options.oneTimeValues } : {}),
    ...(options.mode ? { mode: options.mode } : {}),
    ...(options.logger ? { logger: options.logger } : {}),
  });
  const errors = new Map<string, readonly FieldError[]>();
  const listeners = new Map<string, Set<Listener>>();
  const allListeners = new Set<ChangeListener>();
  const chromes = new Map<string, FieldChrome>();
  const revealed = new Set<string>();
  let dirty = false;
  const enteredIds = new Set<string>();

  const readChrome = (id: string): FieldChrome => ({
    value: engine.getValue(id),
    computed: engine.getComputed(id),
    hidden: engine.isHidden(id),
    errors: errors.get(id) ?? noErrors,
    revealed: revealed.has(id),
  });
  const notifyFields = (ids: Iterable<string>) => {
    for (const id of ids) {
      // A chrome that did not change stays the same object: what a change does not touch
      // does not re-render.
      const before = chromes.get(id);
      const after = before && readChrome(id);
      if (before && after && !sameChrome(before, after)) chromes.set(id, after);
      for (const listener of listeners.get(id) ?? []) listener();
    }
  };
  const notifyAll = (change: ValueChange) => {
    for (const listener of allListeners) listener(change);
  };
  if (engine.awaitsFhirPath()) {
    withChunkTimeout(loadFhirPathEvaluator).then(
      (evaluator) => {
        notifyFields(engine.provideFhirPath(evaluator));
        notifyAll({ loaded: true });
      },
      // The form stays as it is (conditional items hidden); the server still decides on save.
      (error: unknown) => options.logger?.warn('The FHIRPath engine did not load', error),
    );
  }

  return {
    // The engine's content: the same rows, each component with its page assigned.
    content: engine.content,
    engine,
    instanceId,
    graph: engine.graph,
    getValue: engine.getValue,
    setValue(id, value, change = { loaded: false }) {
      const changed = engine.setValue(id, value, change.loaded ? 'loaded' : 'user');
      if (changed.size === 0) return;
      if (!change.loaded) {
        dirty = true;
        enteredIds.add(id);
        // The user is answering what the last check said: its words go until the next check
        // (as in SurveyJS and the portals patients know), rather than stay over the new answer.
        errors.delete(id);
      }
      notifyFields(changed);
      notifyAll(change);
    },
    getResults: engine.getResults,
    getComputed: engine.getComputed,
    isHidden: engine.isHidden,
    canHide: engine.canHide,
    isOwned: engine.isOwned,
    getFieldChrome(id) {
      let chrome = chromes.get(id);
      if (!chrome) {
        chrome = readChrome(id);
        chromes.set(id, chrome);
      }
      return chrome;
    },
    reveal(id) {
      if (revealed.has(id)) return;
      revealed.add(id);
      notifyFields([id]);
    },
    getErrors: (id) => errors.get(id) ?? noErrors,
    setAllErrors(next) {
      const changed = new Set<string>();
      for (const id of new Set([...errors.keys(), ...Object.keys(next)])) {
        const before = errors.get(id) ?? noErrors;
        const after = next[id] ?? noErrors;
        if (sameErrors(before, after)) continue;
        if (after.length) errors.set(id, after);
        else errors.delete(id);
        changed.add(id);
      }
      notifyFields(changed);
    },
    isDirty: () => dirty,
    getUnsavedValues() {
      const values: Results = {};
      for (const id of enteredIds) values[id] = engine.getValue(id);
      return values;
    },
    markSaved() {
      if (!dirty) return;
      dirty = false;
      enteredIds.clear();
      notifyAll({ loaded: true });
    },
    subscribe(id, listener) {
      const set = listeners.get(id) ?? new Set<Listener>();
      listeners.set(id, set);
      set.add(listener);
      return () => set.delete(listener);
    },
    subscribeAll(listener) {
      allListeners.add(listener);
      return () => allListeners.delete(listener);
    },
    awaitsFhirPath: engine.awaitsFhirPath,
  };
}
