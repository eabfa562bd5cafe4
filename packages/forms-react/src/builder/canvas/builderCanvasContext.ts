import { createContext, useContext } from 'react';
import type { CanvasStateStore } from './canvasState';

/**
 * What the canvas's rows, columns and components need from the builder. The value stays the
 * same object for the builder's life, so a selection or a drag re-renders only the parts that
 * subscribe to it in `state`.
 */
export interface BuilderCanvasContextValue {
  state: CanvasStateStore;
  select: (id: string) => void;
  requestDelete: (id: string) => void;
  copyLayout: (rowId: string) => void;
}

export const BuilderCanvasContext = createContext<BuilderCanvasContextValue | null>(null);

export function useBuilderCanvas(): BuilderCanvasContextValue {
  const value = useContext(BuilderCanvasContext);
  if (!value) throw new Error('Canvas parts must be rendered inside the FormBuilder.');
  return value;
}
