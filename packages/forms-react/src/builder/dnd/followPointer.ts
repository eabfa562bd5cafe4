import type { CanvasStateStore } from '../canvas/canvasState';
import { areaAt, type Point } from './dropAreaElements';

// The pointer sensor starts a drag from a PointerEvent (a MouseEvent).
const pointOf = (event: Event | null): Point | null =>
  event instanceof MouseEvent ? { x: event.clientX, y: event.clientY } : null;

/**
 * While a pointer drags, keeps the canvas's target under the pointer: at once when the pointer
 * moves (the browser already sends moves at most once a frame, and waiting for the next frame
 * would show the target a frame late), and once a frame when the page scrolls under it (the
 * wheel works while dragging). `flush` tests at once (on release, after a scroll not yet tested).
 */
export function followPointer(
  state: CanvasStateStore,
  startEvent: Event | null,
): { flush: () => void; stop: () => void } {
  let point = pointOf(startEvent);
  let hit: Element | null = null;
  let frame = 0;
  const test = () => {
    frame = 0;
    if (point) state.set({ over: hit ? areaAt(point, hit) : areaAt(point) });
    hit = null;
  };
  const schedule = () => {
    if (frame === 0) frame = requestAnimationFrame(test);
  };
  const testNow = () => {
    if (frame !== 0) cancelAnimationFrame(frame);
    test();
  };
  const moved = (event: PointerEvent) => {
    point = { x: event.clientX, y: event.clientY };
    // A mouse's event goes to the element under it; a touch's stays with where it started.
    hit = event.pointerType === 'mouse' && event.target instanceof Element ? event.target : null;
    testNow();
  };
  window.addEventListener('pointermove', moved, { capture: true, passive: true });
  window.addEventListener('scroll', schedule, { capture: true, passive: true });
  return {
    flush: testNow,
    stop: () => {
      window.removeEventListener('pointermove', moved, { capture: true });
      window.removeEventListener('scroll', schedule, { capture: true });
      cancelAnimationFrame(frame);
    },
  };
}
