import { useCallback, useSyncExternalStore } from 'react';
import type { DragItem, DropArea } from '../dnd/dragItems';

/** What changes on the canvas without the form changing: the selection and the item being dragged. */
export interface CanvasState {
  selectedId: string | null;
  /** The item being dragged; drop areas show only meanwhile. */
  activeItem: DragItem | null;
  accepts: (area: DropArea) => boolean;
}

/**
 * The canvas's selection and drag, read per part through subscriptions: selecting a component
 * re-renders the two whose "selected" changed, not all of them (issue 21.7: 500 components
 * re-rendered on every click and on every drag start).
 */
export interface CanvasStateStore {
  get(): CanvasState;
  set(next: CanvasState): void;
  subscribe(listener: () => void): () => void;
}

export function createCanvasStateStore(): CanvasStateStore {
  let state: CanvasState = { selectedId: null, activeItem: null, accepts: () => false };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      if (
        next.selectedId === state.selectedId &&
        next.activeItem === state.activeItem &&
        next.accepts === state.accepts
      )
        return;
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** Whether the canvas part `id` is the selected one; re-renders only when that answer changes. */
export function useIsSelected(store: CanvasStateStore, id: string): boolean {
  const read = useCallback(() => store.get().selectedId === id, [store, id]);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The dragged item and where it may go. */
export function useCanvasDrag(store: CanvasStateStore): Pick<CanvasState, 'activeItem' | 'accepts'> {
  const activeItem = useSyncExternalStore(store.subscribe, () => store.get().activeItem);
  const accepts = useSyncExternalStore(store.subscribe, () => store.get().accepts);
  return { activeItem, accepts };
}

/** Whether something is being dragged (for the empty-list hints). */
export function useIsDragging(store: CanvasStateStore): boolean {
  return useSyncExternalStore(store.subscribe, () => store.get().activeItem !== null);
}
