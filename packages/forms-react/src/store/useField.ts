import type { FieldError } from '@clinic/forms-core';
import { useCallback, useSyncExternalStore } from 'react';
import { useFormStore } from './FormStoreContext';
import type { FieldChrome, FormStore } from './formStore';

type Subscribe = (listener: () => void) => () => void;

const subscribers = new WeakMap<FormStore, Map<string, Subscribe>>();

/**
 * One subscribe function per store and component, shared by every hook that follows it: a stable
 * function without a useCallback (its hook and arrays) in each of a long form's fields.
 */
function subscriberOf(store: FormStore, componentId: string): Subscribe {
  let byId = subscribers.get(store);
  if (!byId) {
    byId = new Map();
    subscribers.set(store, byId);
  }
  let subscribe = byId.get(componentId);
  if (!subscribe) {
    subscribe = (listener) => store.subscribe(componentId, listener);
    byId.set(componentId, subscribe);
  }
  return subscribe;
}

/**
 * One component's slice of the form store. Each hook subscribes to that component only, so a
 * keystroke re-renders the field typed in and the fields whose computed properties read it.
 */
export function useFieldValue<T = unknown>(componentId: string): T {
  const store = useFormStore();
  return useSyncExternalStore(subscriberOf(store, componentId), () => store.getValue(componentId) as T);
}

/** Computed properties, hidden and errors of a component in one subscription (the field chrome's). */
export function useFieldChrome(store: FormStore, componentId: string): FieldChrome {
  return useSyncExternalStore(subscriberOf(store, componentId), () => store.getFieldChrome(componentId));
}

export function useFieldComputed(componentId: string): Readonly<Record<string, unknown>> {
  const store = useFormStore();
  return useSyncExternalStore(subscriberOf(store, componentId), () => store.getComputed(componentId));
}

export function useFieldHidden(componentId: string): boolean {
  const store = useFormStore();
  return useSyncExternalStore(subscriberOf(store, componentId), () => store.isHidden(componentId));
}

export function useFieldErrors(componentId: string): readonly FieldError[] {
  const store = useFormStore();
  return useSyncExternalStore(subscriberOf(store, componentId), () => store.getErrors(componentId));
}

/** The setter of one component's value; stable across renders. */
export function useSetFieldValue(componentId: string): (value: unknown) => void {
  const store = useFormStore();
  return useCallback((value: unknown) => store.setValue(componentId, value), [store, componentId]);
}
