import type { ColumnNode, ComponentNode, RowNode } from '../model/layout';
import type { LayoutListRef } from '../paging/canDropPageBreak';
import { CRUD_LAYOUT_KEYS, CRUD_TYPE, crudLayoutRows } from '../paging/crudLayouts';

/** What a column holds: components, and rows of a nested layout. */
export type LayoutChild = ColumnNode['children'][number];

/** Any node the builder can select: a row, a column or a component. */
export type LayoutNode = RowNode | ColumnNode | ComponentNode;

/** A list of children: the form's rows, a column's children, or a Crud's form or list-item layout. */
export type LayoutListId = LayoutListRef;

export interface LayoutLocation {
  node: LayoutNode;
  /** The list holding the node; for a column, the row holding it (by id). */
  list: LayoutListId | { kind: 'row'; rowId: string };
  index: number;
  /** Ids of the rows, columns and Cruds around the node, outermost first. */
  ancestors: string[];
}

/** Where a node is, or null. Nested layouts and a Crud's own layouts are searched. */
export function findLayoutNode(rows: readonly RowNode[], id: string): LayoutLocation | null {
  const searchList = (
    nodes: readonly LayoutChild[],
    list: LayoutListId,
    ancestors: string[],
  ): LayoutLocation | null => {
    for (const [index, node] of nodes.entries()) {
      if (node.id === id) return { node, list, index, ancestors };
      if (node.kind === 'component') {
        if (node.elType !== CRUD_TYPE) continue;
        for (const layout of CRUD_LAYOUT_KEYS) {
          const inner = crudLayoutRows(node, layout);
          const found =
            inner && searchList(inner, { kind: 'crud', crudId: node.id, layout }, [...ancestors, node.id]);
          if (found) return found;
        }
        continue;
      }
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
 * Applies `change` to every row (inner rows first, a Crud's layouts included) and returns a new
 * tree; rows `change` returns unchanged, and the lists holding only such rows, keep their
 * identity (React skips them).
 */
export function mapRows(rows: readonly RowNode[], change: (row: RowNode) => RowNode): RowNode[] {
  return mapChildren(rows, { row: change }) as RowNode[];
}

interface NodeChanges {
  row: (row: RowNode) => RowNode;
  component?: (component: ComponentNode) => ComponentNode;
}

const keepRow = (row: RowNode) => row;

/** A Crud with its layouts' rows mapped; the same node when nothing in them changed. */
function mapCrudLayouts(crud: ComponentNode, changes: NodeChanges): ComponentNode {
  let properties: ComponentNode['properties'] | null = null;
  for (const layout of CRUD_LAYOUT_KEYS) {
    const rows = crudLayoutRows(crud, layout);
    if (!rows) continue;
    const mapped = mapChildren(rows, changes);
    if (mapped !== rows) properties = { ...(properties ?? crud.properties), [layout]: mapped };
  }
  return properties ? { ...crud, properties } : crud;
}

function mapChildren(nodes: readonly LayoutChild[], changes: NodeChanges): LayoutChild[] {
  let changed = false;
  const next = nodes.map((node): LayoutChild => {
    if (node.kind === 'component') {
      const inner = node.elType === CRUD_TYPE ? mapCrudLayouts(node, changes) : node;
      const mapped = changes.component ? changes.component(inner) : inner;
      if (mapped !== node) changed = true;
      return mapped;
    }
    let columnsChanged = false;
    const columns = node.columns.map((column) => {
      const children = mapChildren(column.children, changes);
      if (children === column.children) return column;
      columnsChanged = true;
      return { ...column, children };
    });
    const mapped = changes.row(columnsChanged ? { ...node, columns } : node);
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
  const onlyRows = (children: LayoutChild[]) =>
    children.filter((node): node is RowNode => node.kind === 'row');
  if (list.kind === 'form') return onlyRows(change([...rows]));
  // A Crud's layout, like the form, is a list of rows (its properties hold it).
  return mapChildren(rows, {
    row: keepRow,
    component: (component) =>
      component.id === list.crudId
        ? {
            ...component,
            properties: {
              ...component.properties,
              [list.layout]: onlyRows(change([...(crudLayoutRows(component, list.layout) ?? [])])),
            },
          }
        : component,
  }) as RowNode[];
}

/** Every component in a subtree (a row, a column or a component itself). */
export function componentsIn(node: LayoutNode): ComponentNode[] {
  if (node.kind === 'component') return [node];
  const columns = node.kind === 'row' ? node.columns : [node];
  return columns.flatMap((column) => column.children.flatMap((child) => componentsIn(child)));
}
