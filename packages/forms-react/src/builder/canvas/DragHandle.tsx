import type { DragItem } from '../dnd/dragItems';
import { useDragHandle } from '../dnd/dragSource';
import { useCanvasTexts } from './canvasTexts';
import { GripIcon } from './icons';

const grip = <GripIcon />;

/** The handle that picks up a row or a component (by pointer, or by Space/Enter then arrows). */
export function DragHandle({ item }: { item: DragItem }) {
  const handle = useDragHandle(item);
  const drag = useCanvasTexts().drag(item.label);
  return (
    <button type="button" className="cfb-handle" {...handle} aria-label={drag} title={drag}>
      {grip}
    </button>
  );
}
