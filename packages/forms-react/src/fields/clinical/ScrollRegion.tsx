import type { ReactNode } from 'react';

/**
 * A wide table's sideways-scrolling box, named and focusable so it can be scrolled by keyboard
 * (tables keep their columns at 390 px instead of squeezing them).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section className="cf-clinical-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
