import { KeyboardCode, type KeyboardCoordinateGetter } from '@dnd-kit/core';

const forward: readonly string[] = [KeyboardCode.Down, KeyboardCode.Right];
const backward: readonly string[] = [KeyboardCode.Up, KeyboardCode.Left];

/**
 * Keyboard dragging jumps from drop area to drop area in reading order (arrow down or right
 * for the next, up or left for the previous) instead of moving by pixels, so a keyboard user
 * reaches every place in a few presses. Areas that refuse the item are skipped.
 */
export const dropAreaCoordinates: KeyboardCoordinateGetter = (event, { context }) => {
  const step = forward.includes(event.code) ? 1 : backward.includes(event.code) ? -1 : 0;
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (step === 0 || !collisionRect) return undefined;
  event.preventDefault();
  const areas = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.top - b.rect.top || a.rect.left - b.rect.left);
  if (areas.length === 0) return undefined;
  const current = areas.findIndex((area) => area.id === over?.id);
  const nextIndex = current === -1 ? (step > 0 ? 0 : areas.length - 1) : current + step;
  const next = areas[Math.min(Math.max(nextIndex, 0), areas.length - 1)];
  if (!next) return undefined;
  return {
    x: next.rect.left + next.rect.width / 2 - collisionRect.width / 2,
    y: next.rect.top + next.rect.height / 2 - collisionRect.height / 2,
  };
};
