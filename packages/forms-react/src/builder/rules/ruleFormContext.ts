import type { ComponentNode } from '@clinic/forms-core';
import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * The form's components in document order, for the canvas's rule summaries and warnings and the
 * expression assistant. A store rather than a context value: a new value of a context high in
 * the builder makes React walk the whole canvas for its readers on every edit (500 components),
 * while only the few ruled components read it.
 */
export interface FormComponentsStore {
  get(): readonly ComponentNode[];
  set(components: readonly ComponentNode[]): void;
  subscribe(listener: () => void): () => void;
}

export function createFormComponentsStore(initial: readonly ComponentNode[] = []): FormComponentsStore {
  let components = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => components,
    set(next) {
      if (next === components) return;
      components = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export const RuleFormContext = createContext<FormComponentsStore>(createFormComponentsStore());

export function useRuleFormComponents(): readonly ComponentNode[] {
  const store = useContext(RuleFormContext);
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
