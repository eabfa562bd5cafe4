import { isPageBreakRow, type RowNode } from '@clinic/forms-core';

/**
 * The form's top-level rows cut into pages at its page-break rows, which are dropped: the
 * printable layout shows every page one after another. A page left empty (a page break at the
 * end, or two in a row) is dropped too, since it would print a blank sheet.
 */
export function printPages(rows: readonly RowNode[]): RowNode[][] {
  const pages: RowNode[][] = [[]];
  for (const row of rows) {
    if (isPageBreakRow(row)) pages.push([]);
    else pages.at(-1)?.push(row);
  }
  const filled = pages.filter((page) => page.length > 0);
  return filled.length > 0 ? filled : [[]];
}
