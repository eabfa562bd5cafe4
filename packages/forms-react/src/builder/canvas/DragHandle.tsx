import { useDraggable } from '@dnd-kit/core';
import type { DragItem } from '../dnd/dragItems';
import { useCanvasTexts } from './canvasTexts';
import { GripIcon } from './icons';

/** The handle that picks up a row or a component (by pointer, or by Space/Enter then arrows). */
export function DragHandle({ id, item }: { id: string; item: DragItem }) {
  const { attributes, listeners, setNodeRef } = useDraggable({ id: `node:${id}`, data: item });
  const drag = useCanvasTexts().drag(item.label);
  return (
    <button
      ref={setNodeRef}
      type="button"
      className="cfb-handle"
      {...attributes}
      {...listeners}
      aria-label={drag}
      title={drag}
    >
      <GripIcon />
    </button>
  );
}
