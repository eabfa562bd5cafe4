import type { RowNode } from '../model/layout';
import { walkLayout } from '../model/walkLayout';
import { CRUD_LAYOUT_KEYS, CRUD_TYPE, crudLayoutRows } from '../paging/crudLayouts';

/**
 * Every id in a layout: rows, columns and components, nested layouts and a Crud's layouts
 * included. New nodes take `nextComponentId(prefix, ids)` ("Row3", "Column7", "TextInput2"), so
 * no id is ever reused.
 */
export function layoutIds(rows: readonly RowNode[]): Set<string> {
  const ids = new Set<string>();
  const collect = (list: readonly RowNode[]) => {
    for (const { node } of walkLayout(list)) {
      ids.add(node.id);
      if (node.kind === 'row') for (const column of node.columns) ids.add(column.id);
      else if (node.elType === CRUD_TYPE)
        for (const layout of CRUD_LAYOUT_KEYS) collect(crudLayoutRows(node, layout) ?? []);
    }
  };
  collect(rows);
  return ids;
}
