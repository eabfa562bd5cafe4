import type { ColumnNode, FormContent, RowNode } from '../model/layout';
import { assignPages } from './assignPages';
import { isPageBreakRow } from './pageBreakRow';

/**
 * The rows the viewer renders on a page, as a pruned copy of the (paged) layout:
 * - page-break rows are never shown, at any depth;
 * - a component shows only on its own page and when not hidden; a row whose
 *   `properties.idSuffix` is set (non-empty) shows its content on every page;
 * - a column is hidden when none of its children shows; an empty column counts as
 *   hidden, since it shows nothing;
 * - a row hides when all of its columns are hidden. A shown row keeps all its columns
 *   (hidden ones emptied) so the column widths of the layout are preserved.
 */
export function visibleRows(
  content: FormContent,
  page: number,
  isHidden: (componentId: string) => boolean,
): RowNode[] {
  const pruneRows = (rows: readonly RowNode[], everyPage: boolean): RowNode[] =>
    rows.flatMap((row) => {
      if (isPageBreakRow(row)) return [];
      const rowOnEveryPage = everyPage || hasIdSuffix(row);
      const columns = row.columns.map(
        (column): ColumnNode => ({
          ...column,
          children: column.children.flatMap((child): ColumnNode['children'] => {
            if (child.kind === 'row') return pruneRows([child], rowOnEveryPage);
            const onPage = rowOnEveryPage || child.page === page;
            return onPage && !isHidden(child.id) ? [child] : [];
          }),
        }),
      );
      return columns.some((column) => column.children.length > 0) ? [{ ...row, columns }] : [];
    });

  return pruneRows(assignPages(content).rows, false);
}

function hasIdSuffix(row: RowNode): boolean {
  const suffix = row.properties.idSuffix;
  return suffix !== undefined && suffix !== null && suffix !== '';
}
