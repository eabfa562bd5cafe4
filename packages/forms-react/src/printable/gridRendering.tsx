import { createContext, useContext } from 'react';

const GridRenderingContext = createContext(false);

/**
 * Switches the rows inside it to the grid rendering of form-builder mode (forms.md sections 1
 * and 9): columns at fixed widths by component type, side by side. Renderers that show a value
 * differently there read `useGridRendering()` (a password shows four asterisks instead of five).
 */
export const GridRenderingProvider = GridRenderingContext.Provider;

export function useGridRendering(): boolean {
  return useContext(GridRenderingContext);
}
