import { useDroppable } from '@dnd-kit/core';
import { type DropArea, dropAreaId } from '../dnd/dragItems';
import { useBuilderCanvas } from './builderCanvasContext';
import { useCanvasDrag } from './canvasState';

/**
 * A place to drop, shown only while something is dragged and only where it may go. Its droppable
 * exists only meanwhile: dnd-kit copies its whole list on every registration, so a thousand idle
 * ones re-registered on every undo (their ids follow positions).
 */
export function DropAreaView({ area, large = false }: { area: DropArea; large?: boolean }) {
  const { activeItem, accepts } = useCanvasDrag(useBuilderCanvas().state);
  if (activeItem === null || !accepts(area)) return null;
  return <ShownDropArea area={area} large={large} />;
}

function ShownDropArea({ area, large }: { area: DropArea; large: boolean }) {
  const id = dropAreaId(area);
  const { setNodeRef, isOver } = useDroppable({ id, data: area });
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
