import type { RowNode } from '../model/layout';
import { walkLayout } from '../model/walkLayout';

/**
 * Every id in a layout: rows, columns and components, nested layouts included. New nodes take
 * `nextComponentId(prefix, ids)` ("Row3", "Column7", "TextInput2"), so no id is ever reused.
 */
export function layoutIds(rows: readonly RowNode[]): Set<string> {
  const ids = new Set<string>();
  for (const { node } of walkLayout(rows)) {
    ids.add(node.id);
    if (node.kind === 'row') for (const column of node.columns) ids.add(column.id);
  }
  return ids;
}
