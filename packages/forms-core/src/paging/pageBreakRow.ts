import type { RowNode } from '../model/layout';

/** The catalogue type that splits a form into pages. */
export const PAGE_BREAK_TYPE = 'PageBreak';

/** A page-break row is a row holding a PageBreak component directly in one of its columns. */
export function isPageBreakRow(row: RowNode): boolean {
  return row.columns.some((column) =>
    column.children.some((child) => child.kind === 'component' && child.elType === PAGE_BREAK_TYPE),
  );
}
