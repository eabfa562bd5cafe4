import type { ComponentNode, RowNode } from './layout';

/** Where a node sits, as keys from the content root, e.g. ['rows', 0, 'columns', 1, 'children', 0]. */
export type LayoutPath = ReadonlyArray<string | number>;

export interface LayoutEntry {
  node: RowNode | ComponentNode;
  path: LayoutPath;
}

function* walkRow(row: RowNode, rowPath: LayoutPath): Generator<LayoutEntry> {
  yield { node: row, path: rowPath };
  for (const [columnIndex, column] of row.columns.entries()) {
    for (const [childIndex, child] of column.children.entries()) {
      const childPath = [...rowPath, 'columns', columnIndex, 'children', childIndex];
      if (child.kind === 'row') yield* walkRow(child, childPath);
      else yield { node: child, path: childPath };
    }
  }
}

/**
 * The one layout traversal: every row and component in depth-first document order (a row
 * before its content), nested layouts in columns included. A Crud's own formLayout and
 * listItemLayout are properties of the Crud, not part of the page flow (its records are
 * stored under the Crud's id), so they are not walked.
 */
export function* walkLayout(rows: readonly RowNode[]): Generator<LayoutEntry> {
  for (const [rowIndex, row] of rows.entries()) yield* walkRow(row, ['rows', rowIndex]);
}

export function* eachLayoutRow(rows: readonly RowNode[]): Generator<RowNode> {
  for (const { node } of walkLayout(rows)) if (node.kind === 'row') yield node;
}

export function* eachLayoutComponent(rows: readonly RowNode[]): Generator<ComponentNode> {
  for (const { node } of walkLayout(rows)) if (node.kind === 'component') yield node;
}

/** Visits every component with its path, for callers that report where a problem is. */
export function forEachComponent(
  rows: readonly RowNode[],
  visit: (component: ComponentNode, path: LayoutPath) => void,
): void {
  for (const { node, path } of walkLayout(rows)) if (node.kind === 'component') visit(node, path);
}
