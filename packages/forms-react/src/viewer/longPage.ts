import { forEachComponent, type RowNode } from '@clinic/forms-core';

/**
 * From this many components a page counts as long: its rows out of view are then skipped by the
 * browser (content-visibility in forms.css) until scrolled near. Below it the skipping costs more
 * than it saves: Chrome's autofill checks every control of a form under 200 fields after each
 * change, and a control in a skipped row forces that row's layout (measured with the benchmark).
 */
export const LONG_PAGE_COMPONENTS = 200;

export function isLongPage(rows: readonly RowNode[]): boolean {
  let count = 0;
  forEachComponent(rows, () => {
    count += 1;
  });
  return count >= LONG_PAGE_COMPONENTS;
}
