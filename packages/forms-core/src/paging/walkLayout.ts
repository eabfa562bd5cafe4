import type { ComponentNode, RowNode } from '../model/layout';

/**
 * Depth-first, document-order walks of a layout, nested layouts in columns included.
 * A Crud's own formLayout/listItemLayout are properties of the Crud, not part of the
 * page flow (its records are stored under the Crud's id), so they are not walked.
 */
function* eachLayoutNode(rows: readonly RowNode[]): Generator<RowNode | ComponentNode> {
  for (const row of rows) {
    yield row;
    for (const column of row.columns) {
      for (const child of column.children) {
        if (child.kind === 'row') yield* eachLayoutNode([child]);
        else yield child;
      }
    }
  }
}

export function* eachLayoutRow(rows: readonly RowNode[]): Generator<RowNode> {
  for (const node of eachLayoutNode(rows)) if (node.kind === 'row') yield node;
}

export function* eachLayoutComponent(rows: readonly RowNode[]): Generator<ComponentNode> {
  for (const node of eachLayoutNode(rows)) if (node.kind === 'component') yield node;
}
