import type { ReactNode } from 'react';
import { type DropArea, dropAreaId } from '../dnd/dragItems';
import { rememberArea } from '../dnd/dropAreaElements';
import { useBuilderCanvas } from './builderCanvasContext';
import { useIsOver, useIsRefused } from './canvasState';
import { useCanvasTexts } from './canvasTexts';
import type { NearRows } from './nearRows';

/**
 * A place to drop. It is always on the page, hidden and out of the flow (a strip over the gap it
 * stands for, or over the empty list's hint, `children`, when `large`); the canvas shows the ones
 * that accept the dragged item while dragging, so starting a drag changes no layout and renders
 * nothing but the canvas (issue 21.7).
 */
export function DropAreaView({
  area,
  large = false,
  watch,
  children,
}: {
  area: DropArea;
  large?: boolean;
  /** For an area outside the rows (the form's start): shown while near the screen, as rows are. */
  watch?: NearRows['watch'];
  children?: ReactNode;
}) {
  const { state } = useBuilderCanvas();
  const texts = useCanvasTexts();
  const id = dropAreaId(area);
  const over = useIsOver(state, id);
  const refused = useIsRefused(state, area);
  return (
    <div className={large ? 'cfb-drop-anchor cfb-drop-anchor--large' : 'cfb-drop-anchor'} ref={watch}>
      {children}
      <div
        ref={(element) => rememberArea(element, area)}
        className={large ? 'cfb-drop cfb-drop--large' : 'cfb-drop'}
        data-over={over || undefined}
        data-refused={refused || undefined}
        data-drop-area={id}
        aria-hidden="true"
      >
        {over ? texts.dropHere : ''}
      </div>
    </div>
  );
}
