import type { FieldError } from '@clinic/forms-core';
import { useCallback, useSyncExternalStore } from 'react';
import { useFormStore } from './FormStoreContext';
import type { FieldChrome } from './formStore';

/**
 * One component's slice of the form store. Each hook subscribes to that component only, so a
 * keystroke re-renders the field typed in and the fields whose computed properties read it.
 */
export function useFieldValue<T = unknown>(componentId: string): T {
  const store = useFormStore();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(componentId, listener),
    [store, componentId],
  );
  return useSyncExternalStore(subscribe, () => store.getValue(componentId) as T);
}

/** Computed properties, hidden and errors of a component in one subscription (the field chrome's). */
export function useFieldChrome(componentId: string): FieldChrome {
  const store = useFormStore();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(componentId, listener),
    [store, componentId],
  );
  return useSyncExternalStore(subscribe, () => store.getFieldChrome(componentId));
}

export function useFieldComputed(componentId: string): Readonly<Record<string, unknown>> {
  const store = useFormStore();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(componentId, listener),
    [store, componentId],
  );
  return useSyncExternalStore(subscribe, () => store.getComputed(componentId));
}

export function useFieldHidden(componentId: string): boolean {
  const store = useFormStore();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(componentId, listener),
    [store, componentId],
  );
  return useSyncExternalStore(subscribe, () => store.isHidden(componentId));
}

export function useFieldErrors(componentId: string): readonly FieldError[] {
  const store = useFormStore();
  const subscribe = useCallback(
    (listener: () => void) => store.subscribe(componentId, listener),
    [store, componentId],
  );
  return useSyncExternalStore(subscribe, () => store.getErrors(componentId));
}

/** The setter of one component's value; stable across renders. */
export function useSetFieldValue(componentId: string): (value: unknown) => void {
  const store = useFormStore();
  return useCallback((value: unknown) => store.setValue(componentId, value), [store, componentId]);
}
