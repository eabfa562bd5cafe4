import { useDroppable } from '@dnd-kit/core';
import { type DropArea, dropAreaId } from '../dnd/dragItems';
import { useBuilderCanvas } from './builderCanvasContext';

/** A place to drop, shown only while something is dragged and only where it may go. */
export function DropAreaView({ area, large = false }: { area: DropArea; large?: boolean }) {
  const { activeItem, accepts } = useBuilderCanvas();
  const enabled = activeItem !== null && accepts(area);
  const id = dropAreaId(area);
  const { setNodeRef, isOver } = useDroppable({ id, data: area, disabled: !enabled });
  if (!enabled) return null;
  return (
    <div
      ref={setNodeRef}
      className={`cfb-drop${large ? ' cfb-drop--large' : ''}`}
      data-over={isOver || undefined}
      data-drop-area={id}
      aria-hidden="true"
    >
      {isOver ? 'Drop here' : ''}
    </div>
  );
}
