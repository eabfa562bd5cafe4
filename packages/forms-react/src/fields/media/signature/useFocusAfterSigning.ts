import { type RefObject, useEffect, useRef } from 'react';

export interface FocusAfterSigning {
  signRef: RefObject<HTMLButtonElement | null>;
  clearRef: RefObject<HTMLButtonElement | null>;
  /** Call when the patient signs or clears: the next render moves the focus. */
  expectChange(): void;
}

/**
 * Signing swaps the field's buttons: Sign (the pad's opener, where the pad would give the focus
 * back) is gone once signed, and Clear once cleared. The focus would fall to the page's start, so
 * a keyboard user would Tab through the whole form again; it goes to the button now there.
 */
export function useFocusAfterSigning(signed: boolean): FocusAfterSigning {
  const signRef = useRef<HTMLButtonElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  const expecting = useRef(false);
  useEffect(() => {
    if (!expecting.current) return;
    expecting.current = false;
    (signed ? clearRef : signRef).current?.focus();
  }, [signed]);
  return {
    signRef,
    clearRef,
    expectChange: () => {
      expecting.current = true;
    },
  };
}
