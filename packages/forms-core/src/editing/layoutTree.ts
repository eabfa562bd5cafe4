import type { ColumnNode, ComponentNode, RowNode } from '../model/layout';

/** What a column holds: components, and rows of a nested layout. */
export type LayoutChild = ColumnNode['children'][number];

/** Any node the builder can select: a row, a column or a component. */
export type LayoutNode = RowNode | ColumnNode | ComponentNode;

/** A list of children: the form's rows or a column's children. */
export type LayoutListId = { kind: 'form' } | { kind: 'column'; columnId: string };

export interface LayoutLocation {
  node: LayoutNode;
  /** The list holding the node; for a column, the row holding it (by id). */
  list: LayoutListId | { kind: 'row'; rowId: string };
  index: number;
  /** Ids of the rows and columns around the node, outermost first. */
  ancestors: string[];
}

/** Where a node is, or null. Nested layouts are searched; a Crud's own layouts are not. */
export function findLayoutNode(rows: readonly RowNode[], id: string): LayoutLocation | null {
  const searchList = (
    nodes: readonly LayoutChild[],
    list: LayoutListId,
    ancestors: string[],
  ): LayoutLocation | null => {
    for (const [index, node] of nodes.entries()) {
      if (node.id === id) return { node, list, index, ancestors };
      if (node.kind !== 'row') continue;
      for (const [columnIndex, column] of node.columns.entries()) {
        if (column.id === id) {
          return {
            node: column,
            list: { kind: 'row', rowId: node.id },
            index: columnIndex,
            ancestors: [...ancestors, node.id],
          };
        }
        const found = searchList(column.children, { kind: 'column', columnId: column.id }, [
          ...ancestors,
          node.id,
          column.id,
        ]);
        if (found) return found;
      }
    }
    return null;
  };
  return searchList(rows, { kind: 'form' }, []);
}

/**
 * Applies `change` to every row (inner rows first) and returns a new tree; rows `change` returns
 * unchanged, and the lists holding only such rows, keep their identity (React skips them).
 */
export function mapRows(rows: readonly RowNode[], change: (row: RowNode) => RowNode): RowNode[] {
  return mapChildren(rows, change) as RowNode[];
}

function mapChildren(nodes: readonly LayoutChild[], change: (row: RowNode) => RowNode): LayoutChild[] {
  let changed = false;
  const next = nodes.map((node) => {
    if (node.kind !== 'row') return node;
    let columnsChanged = false;
    const columns = node.columns.map((column) => {
      const children = mapChildren(column.children, change);
      if (children === column.children) return column;
      columnsChanged = true;
      return { ...column, children };
    });
    const mapped = change(columnsChanged ? { ...node, columns } : node);
    if (mapped !== node) changed = true;
    return mapped;
  });
  return changed ? next : (nodes as LayoutChild[]);
}

/** Applies `change` to one column's children, wherever the column is. */
export function mapColumnChildren(
  rows: readonly RowNode[],
  columnId: string,
  change: (children: LayoutChild[]) => LayoutChild[],
): RowNode[] {
  return mapRows(rows, (row) => {
    if (!row.columns.some((column) => column.id === columnId)) return row;
    return {
      ...row,
      columns: row.columns.map((column) =>
        column.id === columnId ? { ...column, children: change([...column.children]) } : column,
      ),
    };
  });
}

/** Applies `change` to a list: the form's rows (which must stay rows) or a column's children. */
export function mapList(
  rows: readonly RowNode[],
  list: LayoutListId,
  change: (children: LayoutChild[]) => LayoutChild[],
): RowNode[] {
  if (list.kind === 'column') return mapColumnChildren(rows, list.columnId, change);
  return change([...rows]).filter((node): node is RowNode => node.kind === 'row');
}

/** Every component in a subtree (a row, a column or a component itself). */
export function componentsIn(node: LayoutNode): ComponentNode[] {
  if (node.kind === 'component') return [node];
  const columns = node.kind === 'row' ? node.columns : [node];
  return columns.flatMap((column) => column.children.flatMap((child) => componentsIn(child)));
}
