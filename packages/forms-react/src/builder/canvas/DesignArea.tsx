import type { FormContent } from '@clinic/forms-core';
import { memo } from 'react';
import { BuilderDnd } from '../dnd/BuilderDnd';
import type { DragItem, DropArea } from '../dnd/dragItems';
import { Toolbox } from '../toolbox/Toolbox';
import { BuilderCanvas } from './BuilderCanvas';

export interface DesignAreaProps {
  content: FormContent;
  activeItem: DragItem | null;
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
  activeItem,
  onStart,
  onEnd,
  onDrop,
  onAdd,
}: DesignAreaProps) {
  return (
    <BuilderDnd activeItem={activeItem} onStart={onStart} onEnd={onEnd} onDrop={onDrop}>
      <Toolbox onAdd={onAdd} />
      <BuilderCanvas content={content} />
    </BuilderDnd>
  );
});
