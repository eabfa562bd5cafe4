import type { ColumnNode, FormContent, RowNode } from '../model/layout';
import { isPageBreakRow } from './pageBreakRow';
import { sameItems } from './sameItems';

/**
 * Returns a copy of the content where every component, nested layouts included, carries
 * its zero-based page: the page advances after each page-break row, in document order.
 * Nodes already on their page are shared with the input, the others copied; property objects
 * are shared; the input is left untouched.
 */
export function assignPages(content: FormContent): FormContent {
  let page = 0;

  const assignRow = (row: RowNode): RowNode => {
    const columns = row.columns.map((column): ColumnNode => {
      const children = column.children.map((child) =>
        child.kind === 'row' ? assignRow(child) : child.page === page ? child : { ...child, page },
      );
      return sameItems(children, column.children) ? column : { ...column, children };
    });
    // The break belongs to the page it ends; what follows it starts the next page.
    if (isPageBreakRow(row)) page += 1;
    return sameItems(columns, row.columns) ? row : { ...row, columns };
  };

  return { ...content, rows: content.rows.map(assignRow) };
}
