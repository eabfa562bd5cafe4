import {
  type Announcements,
  type CollisionDetection,
  closestCenter,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  pointerWithin,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import type { ReactNode } from 'react';
import type { DragItem, DropArea } from './dragItems';
import { dropAreaCoordinates } from './keyboardDropAreas';

/** The pointer's drop area when it is over one, else the nearest (keyboard dragging has no pointer). */
const collision: CollisionDetection = (args) => {
  if (args.pointerCoordinates) {
    const within = pointerWithin(args);
    if (within.length > 0) return within;
  }
  return closestCenter(args);
};

const itemOf = (data: unknown) => (data ?? null) as DragItem | null;
const areaOf = (data: unknown) => (data ?? null) as DropArea | null;

const announcements: Announcements = {
  onDragStart: ({ active }) => `Picked up ${itemOf(active.data.current)?.label ?? 'item'}.`,
  onDragOver: ({ active, over }) =>
    over
      ? `${itemOf(active.data.current)?.label ?? 'Item'} is over ${areaOf(over.data.current)?.label ?? 'a drop area'}.`
      : `${itemOf(active.data.current)?.label ?? 'Item'} is not over a drop area.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `${itemOf(active.data.current)?.label ?? 'Item'} was dropped at ${areaOf(over.data.current)?.label ?? 'a drop area'}.`
      : `${itemOf(active.data.current)?.label ?? 'Item'} was not dropped.`,
  onDragCancel: ({ active }) => `Dragging ${itemOf(active.data.current)?.label ?? 'item'} was cancelled.`,
};

const screenReaderInstructions = {
  draggable:
    'To pick up, press Space or Enter. Arrow keys move between drop areas. Press Space or Enter again to drop, or Escape to cancel.',
};

// Module constants: dnd-kit rebuilds its context when these objects change, and every handle and
// drop area then re-renders (issue 21.7).
const measuring = { droppable: { strategy: MeasuringStrategy.Always } };
const accessibility = { announcements, screenReaderInstructions };

export interface BuilderDndProps {
  activeItem: DragItem | null;
  onStart: (item: DragItem) => void;
  onDrop: (item: DragItem, area: DropArea) => void;
  onEnd: () => void;
  children: ReactNode;
}

/** Drag and drop of the builder (dnd-kit): pointer with a 5 px threshold, and keyboard. */
export function BuilderDnd({ activeItem, onStart, onDrop, onEnd, children }: BuilderDndProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: dropAreaCoordinates }),
  );
  const start = (event: DragStartEvent) => {
    const item = itemOf(event.active.data.current);
    if (item) onStart(item);
  };
  const end = (event: DragEndEvent) => {
    const item = itemOf(event.active.data.current);
    const area = areaOf(event.over?.data.current);
    onEnd();
    if (item && area) onDrop(item, area);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      measuring={measuring}
      accessibility={accessibility}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={onEnd}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {activeItem ? <div className="cfb-overlay">{activeItem.label}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}
