import type { ColumnNode, ComponentNode, RowNode } from '../model/layout';
import { isPageBreakRow } from './pageBreakRow';

/** Whether a component stays; `rows` are the rows enclosing it, outermost first. */
export type KeepComponent = (component: ComponentNode, rows: readonly RowNode[]) => boolean;

/**
 * A pruned copy of rows: page-break rows go at every depth, components `keep` refuses go, and a
 * row goes when all its columns are left empty (an empty column shows nothing). A row that stays
 * keeps all its columns, emptied ones included, so the column widths of the layout are preserved.
 */
export function pruneRows(rows: readonly RowNode[], keep: KeepComponent): RowNode[] {
  const pruneList = (list: readonly RowNode[], enclosing: readonly RowNode[]): RowNode[] =>
    list.flatMap((row) => {
      if (isPageBreakRow(row)) return [];
      const path = [...enclosing, row];
      const columns = row.columns.map(
        (column): ColumnNode => ({
          ...column,
          children: column.children.flatMap((child): ColumnNode['children'] => {
            if (child.kind === 'row') return pruneList([child], path);
            return keep(child, path) ? [child] : [];
          }),
        }),
      );
      return columns.some((column) => column.children.length > 0) ? [{ ...row, columns }] : [];
    });

  return pruneList(rows, []);
}
