import { useCallback, useSyncExternalStore } from 'react';
import { type DragItem, type DropArea, dropAreaId } from '../dnd/dragItems';

/** What changes on the canvas without the form changing: the selection, the drag and its target. */
export interface CanvasState {
  selectedId: string | null;
  /** The item being dragged; drop areas show only meanwhile. */
  activeItem: DragItem | null;
  accepts: (area: DropArea) => boolean;
  /** The drop area the dragged item would drop on now (the builder's own hit test, not dnd-kit's). */
  over: DropArea | null;
  /** `over`'s id, worked out once per change rather than by each of the areas comparing with it. */
  overId: string | null;
}

/**
 * The canvas's selection and drag, read per part through subscriptions: selecting a component
 * re-renders the two whose "selected" changed, not all of them, and moving over the drop areas
 * re-renders the two whose highlight changed (issue 21.7: 500 components re-rendered on every
 * click and on every drag start).
 */
export interface CanvasStateStore {
  get(): CanvasState;
  /** Changes what is given; ending a drag (no active item) also clears its target. */
  set(next: Partial<Omit<CanvasState, 'overId'>>): void;
  subscribe(listener: () => void): () => void;
}

/** What `accepts` answers while nothing is dragged: one function, so an edit then changes nothing. */
export const acceptsNothing = (_area: DropArea): boolean => false;

const same = (a: CanvasState, b: CanvasState) =>
  a.selectedId === b.selectedId &&
  a.activeItem === b.activeItem &&
  a.accepts === b.accepts &&
  a.over === b.over;

export function createCanvasStateStore(): CanvasStateStore {
  let state: CanvasState = {
    selectedId: null,
    activeItem: null,
    accepts: acceptsNothing,
    over: null,
    overId: null,
  };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(changes) {
      const next = { ...state, ...changes };
      if (next.activeItem === null) next.over = null;
      if (same(next, state)) return;
      if (next.over !== state.over) next.overId = next.over ? dropAreaId(next.over) : null;
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

/** Whether the drop area `id` is the one the dragged item is over. */
export function useIsOver(store: CanvasStateStore, id: string): boolean {
  const read = useCallback(() => store.get().overId === id, [store, id]);
  return useSyncExternalStore(store.subscribe, read, read);
}

/** Whether the drop area refuses the item being dragged (never while nothing is dragged). */
export function useIsRefused(store: CanvasStateStore, area: DropArea): boolean {
  const read = () => {
    const { activeItem, accepts } = store.get();
    return activeItem !== null && !accepts(area);
  };
  return useSyncExternalStore(store.subscribe, read, read);
}

/** The item being dragged (for the drag overlay). */
export function useActiveItem(store: CanvasStateStore): DragItem | null {
  return useSyncExternalStore(store.subscribe, () => store.get().activeItem);
}

/** Whether something is being dragged (the canvas then shows its drop areas). */
export function useIsDragging(store: CanvasStateStore): boolean {
  return useSyncExternalStore(store.subscribe, () => store.get().activeItem !== null);
}
