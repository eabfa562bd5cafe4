import type { DropArea } from './dragItems';

/**
 * The builder finds drop targets itself, from the drop areas on the page, instead of registering
 * each as a dnd-kit droppable: a form of 500 components has about 1,400 places, and dnd-kit
 * copies its list of droppables on every registration (n² at each drag start, 0.5 s; issue 21.7).
 * The areas stay on the page, hidden, and the canvas shows them while dragging (no layout change).
 */
const areaOfElement = new WeakMap<Element, DropArea>();

export const dropAreaSelector = '[data-drop-area]';
/** Areas that take the item dragged now (shown on the rows near the screen, nearRows.ts). */
const shownSelector = '.cfb-canvas[data-dragging] [data-drop-area]:not([data-refused])';

/** Called with each drop area's element as it renders, so a hit on it can be read as a place. */
export function rememberArea(element: Element | null, area: DropArea): void {
  if (element) areaOfElement.set(element, area);
}

export interface Point {
  x: number;
  y: number;
}

/**
 * The place under the pointer: the drop area it is on, else, over the canvas, the nearest shown
 * one (a pointer over a component means the gap beside it); off the canvas, none. Only the
 * areas of the form row under the pointer and of the one before it are measured (those around
 * the pointer), not all of the form's: measuring 1,400 strips took several ms a frame.
 * The drag overlay lets the pointer through (`pointer-events: none`), so the topmost element
 * is what lies under the item: `hit`, when the caller has it from the pointer event (a hit test
 * of a 500-component canvas costs about 5 ms; the browser has already made it for the event).
 */
export function areaAt(point: Point, hit = document.elementFromPoint(point.x, point.y)): DropArea | null {
  const onArea = hit?.closest(shownSelector);
  if (onArea) return areaOfElement.get(onArea) ?? null;
  const canvas = hit?.closest('.cfb-canvas');
  if (!hit || !canvas) return null;
  const row = hit.closest('.cfb-canvas > .cfb-slot');
  const around = row ? [row, row.previousElementSibling] : [canvas];
  let nearest: { element: Element; distance: number } | null = null;
  for (const element of around.flatMap((part) => [...(part?.querySelectorAll(shownSelector) ?? [])])) {
    const distance = distanceTo(element.getBoundingClientRect(), point);
    if (!nearest || distance < nearest.distance) nearest = { element, distance };
  }
  return nearest ? (areaOfElement.get(nearest.element) ?? null) : null;
}

function distanceTo(rect: DOMRect, { x, y }: Point): number {
  const dx = Math.max(rect.left - x, 0, x - rect.right);
  const dy = Math.max(rect.top - y, 0, y - rect.bottom);
  return Math.hypot(dx, dy);
}

/**
 * The shown drop areas in the page's order (the order a screen reader and Tab follow: a row's
 * columns one after the other), for the keyboard. Nothing is measured here (1,400 strips on a
 * long form): only the one chosen is.
 */
export function areasInPageOrder(): Array<{ area: DropArea; element: Element }> {
  return [...document.querySelectorAll(shownSelector)].flatMap((element) => {
    const area = areaOfElement.get(element);
    return area ? [{ area, element }] : [];
  });
}
