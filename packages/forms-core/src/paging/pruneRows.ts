import type { ColumnNode, ComponentNode, RowNode } from '../model/layout';
import { isPageBreakRow } from './pageBreakRow';
import { sameItems } from './sameItems';

/** Whether a component stays; `rows` are the rows enclosing it, outermost first. */
export type KeepComponent = (component: ComponentNode, rows: readonly RowNode[]) => boolean;

/**
 * A pruned copy of rows (nodes left whole are shared, not copied: a long form's page holds them
 * once): page-break rows go at every depth, components `keep` refuses go, and a
 * row goes when all its columns are left empty (an empty column shows nothing). A row that stays
 * keeps all its columns, emptied ones included, so the column widths of the layout are preserved.
 */
export function pruneRows(rows: readonly RowNode[], keep: KeepComponent): RowNode[] {
  const pruneList = (list: readonly RowNode[], enclosing: readonly RowNode[]): RowNode[] =>
    list.flatMap((row) => {
      if (isPageBreakRow(row)) return [];
      const path = [...enclosing, row];
      const columns = row.columns.map((column): ColumnNode => {
        const children = column.children.flatMap((child): ColumnNode['children'] => {
          if (child.kind === 'row') return pruneList([child], path);
          return keep(child, path) ? [child] : [];
        });
        return sameItems(children, column.children) ? column : { ...column, children };
      });
      if (!columns.some((column) => column.children.length > 0)) return [];
      return [sameItems(columns, row.columns) ? row : { ...row, columns }];
    });

  return pruneList(rows, []);
}
