import {
  buildDependencyGraph,
  type ComponentNode,
  type DependencyGraph,
  defaultResults,
  type FormContent,
  forEachComponent,
  isRichTextProperty,
  type Results,
  recomputeAll,
  recomputeDependants,
} from '@clinic/forms-core';

type Listener = () => void;

/** What subscribeAll's listeners learn of a change. */
export interface ValueChange {
  /**
   * The value was loaded from the clinic's records as the form opened (a clinical list), not
   * entered: it makes no unsaved change.
   */
  loaded: boolean;
}

type ChangeListener = (change: ValueChange) => void;
type Overlay = Readonly<Record<string, unknown>>;

const noErrors: readonly string[] = Object.freeze([]);
const noOverlay: Overlay = Object.freeze({});

/** What a field's chrome shows besides its value: one snapshot, so a field subscribes once. */
export interface FieldChrome {
  computed: Overlay;
  hidden: boolean;
  errors: readonly string[];
}

export interface FormStoreOptions {
  content: FormContent;
  /** Saved results; a component without one starts with its default value (forms-core `defaultResults`). */
  initialResults?: Results;
  /** Scope roots besides component values (`form`, `collections`), as forms-core expressions read them. */
  scope?: Record<string, unknown>;
}

/**
 * The state of one form being filled: values, computed properties and errors, with
 * subscriptions per component id (react-hook-form's model). A change notifies the changed
 * component and the components whose computed properties depend on it, nobody else: typing
 * in one field re-renders that field and its dependants, not the form.
 */
export interface FormStore {
  readonly content: FormContent;
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
  /** Computed properties, hidden and errors of a component; the same object until one of them changes. */
  getFieldChrome(componentId: string): FieldChrome;
  getErrors(componentId: string): readonly string[];
  /** Replaces every error (after validation); only components whose errors changed are notified. */
  setAllErrors(errors: Readonly<Record<string, readonly string[]>>): void;
  subscribe(componentId: string, listener: Listener): () => void;
  /** Notified on every change of any value (save buttons, dirty flags). */
  subscribeAll(listener: ChangeListener): () => void;
  readonly graph: DependencyGraph;
}

function componentsById(content: FormContent): Map<string, ComponentNode> {
  const map = new Map<string, ComponentNode>();
  forEachComponent(content.rows, (component) => map.set(component.id, component));
  return map;
}

function sameOverlay(a: Overlay, b: Overlay): boolean {
  const keys = Object.keys(b);
  return keys.length === Object.keys(a).length && keys.every((k) => Object.is(a[k], b[k]));
}

let storeCount = 0;

export function createFormStore(options: FormStoreOptions): FormStore {
  storeCount += 1;
  const instanceId = `f${storeCount}`;
  const { content } = options;
  const components = componentsById(content);
  // Rich text (a Text's value) gets the values it shows escaped: a typed `<b>` reads as text.
  const graph = buildDependencyGraph(content, { isHtmlProperty: isRichTextProperty });
  const recomputeOptions = { scope: options.scope ?? {} };
  let results: Results = defaultResults(content, options.initialResults);
  const overlays = new Map<string, Overlay>();
  const errors = new Map<string, readonly string[]>();
  const listeners = new Map<string, Set<Listener>>();
  const allListeners = new Set<ChangeListener>();
  const chromes = new Map<string, FieldChrome>();

  /**
   * Applies a recompute pass; adds the ids whose value or computed properties changed. Only
   * components with computed properties can change in a pass, so a keystroke looks at the
   * dependants of the field typed in, never at every component.
   */
  const apply = (pass: ReturnType<typeof recomputeAll>, changed: Set<string>) => {
    const before = results;
    results = pass.values;
    for (const [id, properties] of Object.entries(pass.properties)) {
      if (!Object.is(before[id], results[id])) changed.add(id);
      const previous = overlays.get(id) ?? noOverlay;
      const next = { ...previous, ...properties };
      if (!sameOverlay(previous, next)) {
        overlays.set(id, next);
        chromes.delete(id);
        changed.add(id);
      }
    }
  };

  apply(recomputeAll(graph, results, recomputeOptions), new Set());

  const isHidden = (id: string) => {
    const computed = overlays.get(id);
    if (computed && 'hidden' in computed) return Boolean(computed.hidden);
    return components.get(id)?.properties.hidden === true;
  };

  const notify = (ids: Iterable<string>, change: ValueChange) => {
    for (const id of ids) for (const listener of listeners.get(id) ?? []) listener();
    for (const listener of allListeners) listener(change);
  };

  return {
    content,
    instanceId,
    graph,
    getValue: (id) => results[id],
    setValue(id, value, change = { loaded: false }) {
      if (Object.is(results[id], value)) return;
      const changed = new Set([id]);
      apply(recomputeDependants(graph, id, { ...results, [id]: value }, recomputeOptions), changed);
      notify(changed, change);
    },
    getResults: () => results,
    getComputed: (id) => overlays.get(id) ?? noOverlay,
    isHidden,
    // A computed `hidden` is in the overlay from the first pass on (overlays only gain keys).
    canHide: (id) =>
      components.get(id)?.properties.hidden === true || 'hidden' in (overlays.get(id) ?? noOverlay),
    getFieldChrome(id) {
      let chrome = chromes.get(id);
      if (!chrome) {
        chrome = {
          computed: overlays.get(id) ?? noOverlay,
          hidden: isHidden(id),
          errors: errors.get(id) ?? noErrors,
        };
        chromes.set(id, chrome);
      }
      return chrome;
    },
    getErrors: (id) => errors.get(id) ?? noErrors,
    setAllErrors(next) {
      const changed = new Set<string>();
      for (const id of new Set([...errors.keys(), ...Object.keys(next)])) {
        const before = errors.get(id) ?? noErrors;
        const after = next[id] ?? noErrors;
        if (before.length === after.length && before.every((m, i) => m === after[i])) continue;
        if (after.length) errors.set(id, after);
        else errors.delete(id);
        chromes.delete(id);
        changed.add(id);
      }
      for (const id of changed) for (const listener of listeners.get(id) ?? []) listener();
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
  };
}
