import { useMemo, useState } from 'react';

/** Handlers for the element around a field: focus inside it, or the pointer over it, reveals. */
export interface RevealHandlers {
  onFocus: () => void;
  onPointerEnter: () => void;
}

/**
 * A field's extras (the saved-responses button, "Clear selection") are drawn once the field is
 * focused or pointed at, then kept: a long form's fields do not each carry them up front (issue
 * 22.4: they doubled the DOM of a 1,000-field form), and a keyboard user tabbing from the field
 * finds them next, since focus inside the field already revealed them.
 */
export function useRevealOnInteraction(): [boolean, RevealHandlers] {
  const [revealed, setRevealed] = useState(false);
  const handlers = useMemo(() => {
    const reveal = () => setRevealed(true);
    return { onFocus: reveal, onPointerEnter: reveal };
  }, []);
  return [revealed, handlers];
}
