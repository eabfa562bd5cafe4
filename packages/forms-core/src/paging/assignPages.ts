import type { ColumnNode, FormContent, RowNode } from '../model/layout';
import { isPageBreakRow } from './pageBreakRow';

/**
 * Returns a copy of the content where every component, nested layouts included, carries
 * its zero-based page: the page advances after each page-break row, in document order.
 * Nodes are copied; property objects are shared with the input, which is left untouched.
 */
export function assignPages(content: FormContent): FormContent {
  let page = 0;

  const assignRow = (row: RowNode): RowNode => {
    const columns = row.columns.map(
      (column): ColumnNode => ({
        ...column,
        children: column.children.map((child) =>
          child.kind === 'row' ? assignRow(child) : { ...child, page },
        ),
      }),
    );
    // The break belongs to the page it ends; what follows it starts the next page.
    if (isPageBreakRow(row)) page += 1;
    return { ...row, columns };
  };

  return { ...content, rows: content.rows.map(assignRow) };
}
