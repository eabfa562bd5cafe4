import { type DraggableSyntheticListeners, useDraggable } from '@dnd-kit/core';
import { createContext, type KeyboardEvent, type PointerEvent, useContext, useLayoutEffect } from 'react';
import { type CanvasStateStore, useCanvasTopic } from '../canvas/canvasState';
import { type DragItem, dragItemKey } from './dragItems';

/** What dnd-kit carries as the dragged item's data: the item of the handle grabbed last. */
export interface GrabbedItem {
  item: DragItem | null;
}

/** The one draggable's means of starting a drag, taken from dnd-kit inside its context. */
interface ProxyControls {
  listeners: DraggableSyntheticListeners;
  setNodeRef: (element: HTMLElement | null) => void;
  setActivatorNodeRef: (element: HTMLElement | null) => void;
}

/**
 * How the toolbox's and the canvas's handles start a drag. dnd-kit re-renders every
 * `useDraggable` and walks the whole tree under its context on each pointer move (it keeps the
 * drag's offset in React state), which with 500 components cost more than a frame per move
 * (issue 21.7). So there is one draggable, rendered inside dnd-kit's context with nothing under
 * it, and the handles live outside that context: grabbing one points the draggable at the
 * handle's element and item, then hands dnd-kit the event as if it had come to its own listener.
 */
export interface DragSource {
  state: CanvasStateStore;
  grabbed: GrabbedItem;
  /** dnd-kit's hidden instructions for a keyboard drag, which each handle names as its description. */
  describedBy: string;
  controls: { current: ProxyControls | null };
}

export const DragSourceContext = createContext<DragSource | null>(null);

/** The one draggable: renders nothing, lends its listeners and node setters to the handles. */
export function DragProxy({ source }: { source: DragSource }) {
  const { listeners, setNodeRef, setActivatorNodeRef } = useDraggable({
    id: 'builder-drag',
    data: source.grabbed,
  });
  useLayoutEffect(() => {
    source.controls.current = { listeners, setNodeRef, setActivatorNodeRef };
  }, [source, listeners, setNodeRef, setActivatorNodeRef]);
  return null;
}

type HandleEvent = PointerEvent<HTMLElement> | KeyboardEvent<HTMLElement>;

/**
 * The props that make an element the handle of `item`: pointer (after 5 px) or Space/Enter then
 * arrows, as dnd-kit's sensors define; `aria-pressed` while its item is the one dragged.
 */
export function useDragHandle(item: DragItem) {
  const source = useContext(DragSourceContext);
  if (!source) throw new Error('A drag handle must be rendered inside the builder.');
  const key = dragItemKey(item);
  const { state } = source;
  const picked = useCanvasTopic(state, `picked:${key}`, () => {
    const { activeItem } = state.get();
    return activeItem !== null && dragItemKey(activeItem) === key;
  });
  const grab = (event: HandleEvent, listener: 'onPointerDown' | 'onKeyDown') => {
    const controls = source.controls.current;
    // A drag under way keeps its item and element.
    if (!controls || state.get().activeItem !== null) return;
    source.grabbed.item = item;
    controls.setNodeRef(event.currentTarget);
    controls.setActivatorNodeRef(event.currentTarget);
    controls.listeners?.[listener]?.(event);
  };
  return {
    'aria-roledescription': 'draggable',
    'aria-describedby': source.describedBy,
    'aria-pressed': picked || undefined,
    onPointerDown: (event: PointerEvent<HTMLElement>) => grab(event, 'onPointerDown'),
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => grab(event, 'onKeyDown'),
  };
}
