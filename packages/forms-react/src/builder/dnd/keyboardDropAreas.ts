import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';
import type { CanvasStateStore } from '../canvas/canvasState';
import { dropAreaId } from './dragItems';
import { areasInPageOrder } from './dropAreaElements';

const forward: readonly string[] = [KeyboardCode.Down, KeyboardCode.Right];
const backward: readonly string[] = [KeyboardCode.Up, KeyboardCode.Left];

/**
 * Keyboard dragging jumps from drop area to drop area in the page's order (arrow down or right
 * for the next, up or left for the previous) instead of moving by pixels, so a keyboard user
 * reaches every place in a few presses. Areas that refuse the item are skipped. The chosen area
 * becomes the target at once; the item is moved onto it (dnd-kit scrolls it into view).
 */
export function dropAreaCoordinates(state: CanvasStateStore): KeyboardCoordinateGetter {
  return (event, { context }) => {
    const step = forward.includes(event.code) ? 1 : backward.includes(event.code) ? -1 : 0;
    const { collisionRect } = context;
    if (step === 0 || !collisionRect) return undefined;
    event.preventDefault();
    const areas = areasInPageOrder();
    if (areas.length === 0) return undefined;
    const { over } = state.get();
    const overId = over ? dropAreaId(over) : null;
    const current = areas.findIndex(({ area }) => dropAreaId(area) === overId);
    const nextIndex = current === -1 ? (step > 0 ? 0 : areas.length - 1) : current + step;
    const next = areas[Math.min(Math.max(nextIndex, 0), areas.length - 1)];
    if (!next) return undefined;
    state.set({ over: next.area });
    const rect = next.element.getBoundingClientRect();
    return {
      x: rect.left + rect.width / 2 - collisionRect.width / 2,
      y: rect.top + rect.height / 2 - collisionRect.height / 2,
    };
  };
}
