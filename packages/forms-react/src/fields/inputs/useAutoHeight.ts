import { type RefObject, useLayoutEffect } from 'react';

/** Spare room under the text of an auto-height text area, at most 50 px (forms.md section 9). */
const AUTO_HEIGHT_MARGIN_PX = 50;

/**
 * Grows a text area with its text. `margin` adds spare room under the last line (auto-height
 * text areas: one line, capped at 50 px); a CSS max-height caps the growth (AI autofill: 4 rows).
 */
export function useAutoHeight(
  ref: RefObject<HTMLTextAreaElement | null>,
  text: string,
  options: { enabled: boolean; margin: boolean },
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the height is measured again whenever the text changes.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !options.enabled) return;
    element.style.height = 'auto';
    const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight) || 20;
    const margin = options.margin ? Math.min(AUTO_HEIGHT_MARGIN_PX, lineHeight) : 0;
    // Borders are outside scrollHeight; box-sizing is border-box in forms.css.
    const borders = element.offsetHeight - element.clientHeight;
    element.style.height = `${element.scrollHeight + margin + Math.max(borders, 0)}px`;
  }, [ref, text, options.enabled, options.margin]);
}
