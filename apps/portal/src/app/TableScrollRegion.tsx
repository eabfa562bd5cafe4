import type { ReactNode } from 'react';

/**
 * A wide table's sideways-scrolling box at a phone's width: the table keeps its columns (at least
 * `minWidth` pixels) and the box scrolls, not the page. Named and focusable, so a keyboard user can
 * reach it and scroll it with the arrow keys (WCAG 2.1.1; axe's scrollable-region-focusable).
 */
export function TableScrollRegion({
  label,
  minWidth,
  children,
}: {
  label: string;
  minWidth: number;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard.
    <section aria-label={label} tabIndex={0} className="portal-table-scroll" style={{ overflowX: 'auto' }}>
      <div style={{ minWidth }}>{children}</div>
    </section>
  );
}
