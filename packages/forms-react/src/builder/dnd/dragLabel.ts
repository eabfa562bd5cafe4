/** Where the label of a drag stands, in the window's coordinates. */
interface Spot {
  left: number;
  top: number;
}

// The label sits below and right of the pointer, as a cursor's tooltip, not under it.
const besidePointer = 12;

/**
 * The label that follows a drag (the dragged item's name). Its element is moved by writing its
 * transform, not rendered by React: dnd-kit's overlay re-rendered and re-measured itself at the
 * drag's start and on each pointer move, about a third of the script of the drag's first frame
 * with 500 components (issue 21.7). A pointer drag's label follows the pointer's own events; a
 * keyboard drag's stands under its anchor (the area the arrows chose, else the grabbed handle),
 * placed again after each move and scroll.
 */
export interface DragLabel {
  /** The label's element, mounted while a drag is under way. */
  attach(element: HTMLElement | null): void;
  /** A drag starts from `activator` (a pointer or a key event); `anchor` is a keyboard drag's place. */
  start(activator: Event | null, anchor: () => Element | null): void;
  /** Places a keyboard drag's label again, after a move. */
  update(): void;
  stop(): void;
}

export function createDragLabel(): DragLabel {
  let element: HTMLElement | null = null;
  let at: Spot = { left: 0, top: 0 };
  let anchor: (() => Element | null) | null = null;
  const place = (next: Spot) => {
    at = next;
    if (element) element.style.transform = `translate(${at.left}px, ${at.top}px)`;
  };
  const pointerMoved = (event: MouseEvent) =>
    place({ left: event.clientX + besidePointer, top: event.clientY + besidePointer });
  const update = () => {
    const rect = anchor?.()?.getBoundingClientRect();
    if (rect) place({ left: rect.left + besidePointer, top: rect.bottom + 4 });
  };
  const stop = () => {
    window.removeEventListener('pointermove', pointerMoved, { capture: true });
    window.removeEventListener('scroll', update, { capture: true });
    anchor = null;
  };
  return {
    attach(next) {
      element = next;
      place(at);
    },
    start(activator, anchorOfKeys) {
      stop();
      // The pointer sensor starts from a PointerEvent (a MouseEvent); the keyboard's from a KeyboardEvent.
      if (activator instanceof MouseEvent) {
        pointerMoved(activator);
        window.addEventListener('pointermove', pointerMoved, { capture: true, passive: true });
        return;
      }
      anchor = anchorOfKeys;
      update();
      window.addEventListener('scroll', update, { capture: true, passive: true });
    },
    update,
    stop,
  };
}
