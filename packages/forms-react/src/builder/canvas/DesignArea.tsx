import type { FormContent } from '@clinic/forms-core';
import { memo } from 'react';
import { BuilderDnd } from '../dnd/BuilderDnd';
import type { DragItem, DropArea } from '../dnd/dragItems';
import { Toolbox } from '../toolbox/Toolbox';
import { BuilderCanvas } from './BuilderCanvas';
import { useBuilderCanvas } from './builderCanvasContext';

export interface DesignAreaProps {
  content: FormContent;
  onStart: (item: DragItem) => void;
  onEnd: () => void;
  onDrop: (item: DragItem, area: DropArea) => void;
  onAdd: (item: DragItem) => void;
}

/**
 * The toolbox and the canvas inside their drag-and-drop context (no element of its own: both
 * stay items of the builder's grid). Memoised with stable callbacks, so opening a component's
 * properties re-renders neither dnd-kit's context nor the 500 handles and drop areas reading it.
 */
export const DesignArea = memo(function DesignArea({
  content,
  onStart,
  onEnd,
  onDrop,
  onAdd,
}: DesignAreaProps) {
  return (
    <BuilderDnd state={useBuilderCanvas().state} onStart={onStart} onEnd={onEnd} onDrop={onDrop}>
      <Toolbox onAdd={onAdd} />
      <BuilderCanvas content={content} />
    </BuilderDnd>
  );
});
