import type { FormContent } from '../model/layout';
import { clampColumns, evenColumnWidths } from './columnWidths';
import { type EditResult, refuse } from './editResult';
import { createRow } from './insertNode';
import { layoutIds } from './layoutIds';
import { findLayoutNode, mapRows } from './layoutTree';

/**
 * Gives a row 1 to 12 even columns. New columns come empty; the content of columns taken away
 * moves into the last column kept, so changing the count never loses a component.
 */
export function setRowColumnCount(content: FormContent, rowId: string, count: number): EditResult {
  const found = findLayoutNode(content.rows, rowId);
  if (found?.node.kind !== 'row') return refuse('not-found');
  const widths = evenColumnWidths(count);
  const rows = mapRows(content.rows, (row) => {
    if (row.id !== rowId) return row;
    const kept = row.columns.slice(0, widths.length);
    const extra = createRow(layoutIds(content.rows), widths.slice(kept.length)).columns;
    const dropped = row.columns.slice(widths.length).flatMap((column) => column.children);
    const columns = widths.map((cols, index) => {
      const column = kept[index] ?? extra[index - kept.length];
      if (!column) throw new Error('a column for every width');
      const children =
        index === kept.length - 1 && dropped.length > 0 ? [...column.children, ...dropped] : column.children;
      return { ...column, properties: { ...column.properties, cols }, children };
    });
    return { ...row, columns };
  });
  return { ok: true, content: { ...content, rows }, nodeId: rowId };
}

/** Sets one column's width, 1 to 12. */
export function setColumnWidth(content: FormContent, columnId: string, cols: number): EditResult {
  const found = findLayoutNode(content.rows, columnId);
  if (found?.node.kind !== 'column') return refuse('not-found');
  const width = clampColumns(cols);
  const rows = mapRows(content.rows, (row) =>
    row.columns.some((column) => column.id === columnId)
      ? {
          ...row,
          columns: row.columns.map((column) =>
            column.id === columnId
              ? { ...column, properties: { ...column.properties, cols: width } }
              : column,
          ),
        }
      : row,
  );
  return { ok: true, content: { ...content, rows }, nodeId: columnId };
}
