import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export interface Popover {
  open: boolean;
  setOpen: (open: boolean) => void;
  toggle: () => void;
  /** Wraps the trigger and the panel: a click outside it closes the panel. */
  containerRef: RefObject<HTMLDivElement | null>;
  triggerRef: RefObject<HTMLButtonElement | null>;
}

/**
 * A disclosure panel under a button: Escape or a click outside closes it; Escape gives focus
 * back to the button, so keyboard users are not left on a vanished element.
 */
export function usePopover(onOpen?: () => void): Popover {
  const [open, setOpenState] = useState(false);
  const containerRef = useRef<HTMLDivElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;
  const setOpen = useCallback((next: boolean) => {
    setOpenState(next);
    if (next) onOpenRef.current?.();
  }, []);
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!containerRef.current?.contains(event.target as Node)) setOpenState(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenState(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);
  return { open, setOpen, toggle: () => setOpen(!open), containerRef, triggerRef };
}
