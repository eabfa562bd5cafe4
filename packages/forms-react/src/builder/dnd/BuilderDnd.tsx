import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import type { CanvasStateStore } from '../canvas/canvasState';
import { useActiveItem } from '../canvas/canvasState';
import type { DragItem, DropArea } from './dragItems';
import { followPointer } from './followPointer';
import { dropAreaCoordinates } from './keyboardDropAreas';

const itemOf = (data: unknown) => (data ?? null) as DragItem | null;
const labelOf = (data: unknown) => itemOf(data)?.label ?? 'Item';

const screenReaderInstructions = {
  draggable:
    'To pick up, press Space or Enter. Arrow keys move between drop areas. Press Space or Enter again to drop, or Escape to cancel.',
};

/**
 * What a screen reader hears. The target is the builder's, not dnd-kit's (it has no droppables),
 * so "over" is told on a move that changed it, and the drop from the area the drag ended on.
 */
function announcementsFor(state: CanvasStateStore, dropped: { area: DropArea | null }): Announcements {
  let told: DropArea | null = null;
  return {
    onDragStart: ({ active }) => {
      told = null;
      return `Picked up ${labelOf(active.data.current)}.`;
    },
    onDragMove: ({ active }) => {
      const { over } = state.get();
      if (over === told) return undefined;
      told = over;
      return over
        ? `${labelOf(active.data.current)} is over ${over.label}.`
        : `${labelOf(active.data.current)} is not over a drop area.`;
    },
    onDragOver: () => undefined,
    onDragEnd: ({ active }) =>
      dropped.area
        ? `${labelOf(active.data.current)} was dropped at ${dropped.area.label}.`
        : `${labelOf(active.data.current)} was not dropped.`,
    onDragCancel: ({ active }) => `Dragging ${labelOf(active.data.current)} was cancelled.`,
  };
}

export interface BuilderDndProps {
  /** The canvas's store: the dragged item and its target live there. */
  state: CanvasStateStore;
  onStart: (item: DragItem) => void;
  onDrop: (item: DragItem, area: DropArea) => void;
  onEnd: () => void;
  children: ReactNode;
}

/**
 * Drag and drop of the builder (dnd-kit for picking up, moving and the overlay): pointer with a
 * 5 px threshold, and keyboard. Where the item would drop is the builder's own hit test of its
 * drop areas (`followPointer`, `dropAreaCoordinates`), kept in the canvas's store.
 */
export function BuilderDnd({ state, onStart, onDrop, onEnd, children }: BuilderDndProps) {
  const [coordinateGetter] = useState(() => dropAreaCoordinates(state));
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter }),
  );
  // One object for the builder's life: dnd-kit rebuilds its context when this changes.
  const [{ accessibility, dropped }] = useState(() => {
    const dropped = { area: null as DropArea | null };
    return {
      dropped,
      accessibility: { announcements: announcementsFor(state, dropped), screenReaderInstructions },
    };
  });
  const following = useRef<ReturnType<typeof followPointer> | null>(null);
  useEffect(() => () => following.current?.stop(), []);
  const activeItem = useActiveItem(state);

  const start = (event: DragStartEvent) => {
    const item = itemOf(event.active.data.current);
    if (!item) return;
    dropped.area = null;
    onStart(item);
    if (!(event.activatorEvent instanceof KeyboardEvent))
      following.current = followPointer(state, event.activatorEvent);
  };
  const finish = () => {
    following.current?.stop();
    following.current = null;
    onEnd();
  };
  const end = (event: DragEndEvent) => {
    const item = itemOf(event.active.data.current);
    following.current?.flush();
    const area = state.get().over;
    dropped.area = area;
    finish();
    if (item && area) onDrop(item, area);
  };
  return (
    <DndContext
      sensors={sensors}
      accessibility={accessibility}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={finish}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {activeItem ? <div className="cfb-overlay">{activeItem.label}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}
