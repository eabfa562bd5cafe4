import { createContext, useContext } from 'react';
import type { DragItem, DropArea } from '../dnd/dragItems';

/** What the canvas's rows, columns and components need from the builder. */
export interface BuilderCanvasContextValue {
  selectedId: string | null;
  select: (id: string) => void;
  /** The item being dragged; drop areas show only meanwhile. */
  activeItem: DragItem | null;
  accepts: (area: DropArea) => boolean;
  requestDelete: (id: string) => void;
  copyLayout: (rowId: string) => void;
}

export const BuilderCanvasContext = createContext<BuilderCanvasContextValue | null>(null);

export function useBuilderCanvas(): BuilderCanvasContextValue {
  const value = useContext(BuilderCanvasContext);
  if (!value) throw new Error('Canvas parts must be rendered inside the FormBuilder.');
  return value;
}
