import { useCallback, useSyncExternalStore } from 'react';
import { type DragItem, type DropArea, dragItemKey, dropAreaId } from '../dnd/dragItems';

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
 * What a part of the canvas reads, so that a change tells only the parts it concerns: the
 * component or area whose "selected" or "over" changed, the handle whose item was picked up or
 * put down; `drag` is told when a drag starts or ends.
 */
export type CanvasTopic = `selected:${string}` | `over:${string}` | `picked:${string}` | 'drag';

/**
 * The canvas's selection and drag, read per part through subscriptions: selecting a component
 * re-renders the two whose "selected" changed, not all of them, and moving over the drop areas
 * re-renders the two whose highlight changed (issue 21.7: 500 components re-rendered on every
 * click and on every drag start). Each part listens to its own topic: a pointer move that changes
 * the target calls two listeners, not the 3,500 of every component, area and handle.
 */
export interface CanvasStateStore {
  get(): CanvasState;
  /** Changes what is given; ending a drag (no active item) also clears its target. */
  set(next: Partial<Omit<CanvasState, 'overId'>>): void;
  /** Listens to the changes of one topic. */
  subscribeTo(topic: CanvasTopic, listener: () => void): () => void;
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
  const byTopic = new Map<string, Set<() => void>>();
  const tell = (topic: string) => {
    for (const listener of byTopic.get(topic) ?? []) listener();
  };
  const pickedTopic = (item: DragItem | null) => (item ? `picked:${dragItemKey(item)}` : null);
  return {
    get: () => state,
    set(changes) {
      const next = { ...state, ...changes };
      if (next.activeItem === null) next.over = null;
      if (same(next, state)) return;
      if (next.over !== state.over) next.overId = next.over ? dropAreaId(next.over) : null;
      const before = state;
      state = next;
      const topics = new Set<string>();
      if (next.selectedId !== before.selectedId)
        topics.add(`selected:${before.selectedId}`).add(`selected:${next.selectedId}`);
      if (next.overId !== before.overId) topics.add(`over:${before.overId}`).add(`over:${next.overId}`);
      if (next.activeItem !== before.activeItem || next.accepts !== before.accepts) {
        topics.add('drag');
        const picked = [pickedTopic(before.activeItem), pickedTopic(next.activeItem)];
        for (const topic of picked) if (topic) topics.add(topic);
      }
      for (const topic of topics) tell(topic);
    },
    subscribeTo(topic, listener) {
      let listeners = byTopic.get(topic);
      if (!listeners) {
        listeners = new Set();
        byTopic.set(topic, listeners);
      }
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) byTopic.delete(topic);
      };
    },
  };
}

/** Reads `read` from the store, re-rendering when `topic` is told of a change. */
export function useCanvasTopic<T>(store: CanvasStateStore, topic: CanvasTopic, read: () => T): T {
  const subscribe = useCallback((listener: () => void) => store.subscribeTo(topic, listener), [store, topic]);
  return useSyncExternalStore(subscribe, read, read);
}

/** Whether the canvas part `id` is the selected one; re-renders only when that answer changes. */
export function useIsSelected(store: CanvasStateStore, id: string): boolean {
  return useCanvasTopic(store, `selected:${id}`, () => store.get().selectedId === id);
}

/** Whether the drop area `id` is the one the dragged item is over. */
export function useIsOver(store: CanvasStateStore, id: string): boolean {
  return useCanvasTopic(store, `over:${id}`, () => store.get().overId === id);
}

/** Whether the drop area refuses the item being dragged (never while nothing is dragged). */
export function useIsRefused(store: CanvasStateStore, area: DropArea): boolean {
  return useCanvasTopic(store, 'drag', () => {
    const { activeItem, accepts } = store.get();
    return activeItem !== null && !accepts(area);
  });
}

/** The item being dragged (for the label that follows the drag). */
export function useActiveItem(store: CanvasStateStore): DragItem | null {
  return useCanvasTopic(store, 'drag', () => store.get().activeItem);
}

/** Whether something is being dragged (the canvas then shows its drop areas). */
export function useIsDragging(store: CanvasStateStore): boolean {
  return useCanvasTopic(store, 'drag', () => store.get().activeItem !== null);
}
