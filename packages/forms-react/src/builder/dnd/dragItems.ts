import {
  type CatalogueElType,
  CRUD_TYPE,
  type EditResult,
  type FormContent,
  findLayoutNode,
  insertComponent,
  insertRow,
  isPageBreakRow,
  type LayoutDropTarget,
  type LayoutListId,
  layoutIds,
  moveNode,
  PAGE_BREAK_TYPE,
} from '@clinic/forms-core';

/** What is being dragged: a catalogue type or a new row from the toolbox, or a node of the form. */
export type DragItem =
  | { kind: 'new-component'; elType: CatalogueElType; version: number; label: string }
  | { kind: 'new-row'; columns: number; label: string }
  | { kind: 'move'; nodeId: string; label: string };

/** A drop area: a place in the form's rows, a column's children or a Crud's layout. */
export interface DropArea {
  list: LayoutListId;
  index: number;
  label: string;
}

export function dropAreaId({ list, index }: Pick<DropArea, 'list' | 'index'>): string {
  if (list.kind === 'form') return `drop:form:${index}`;
  if (list.kind === 'crud') return `drop:${list.crudId}:${list.layout}:${index}`;
  return `drop:${list.columnId}:${index}`;
}

function carriesPageBreak(content: FormContent, item: DragItem): boolean {
  if (item.kind === 'new-component') return item.elType === PAGE_BREAK_TYPE;
  if (item.kind === 'new-row') return false;
  const node = findLayoutNode(content.rows, item.nodeId)?.node;
  if (node?.kind === 'component') return node.elType === PAGE_BREAK_TYPE;
  return node?.kind === 'row' && isPageBreakRow(node);
}

/**
 * The target an item drops on: between the form's rows a row of its own; in a column, into the
 * column, except a page break, which goes on a row of its own in the column's nested layout.
 */
export function targetFor(content: FormContent, item: DragItem, area: DropArea): LayoutDropTarget {
  if (area.list.kind !== 'column' || carriesPageBreak(content, item)) {
    return { kind: 'new-row', list: area.list, index: area.index };
  }
  return { kind: 'into-column', columnId: area.list.columnId, index: area.index };
}

/** Applies a drop: a new component, a new row (nested layout in a column) or a move. */
export function applyDrop(content: FormContent, item: DragItem, area: DropArea): EditResult {
  const target = targetFor(content, item, area);
  if (item.kind === 'new-component') return insertComponent(content, target, item.elType, item.version);
  if (item.kind === 'new-row') return insertRow(content, target, item.columns);
  return moveNode(content, item.nodeId, target);
}

/** Tries the drop once per area and drag: each area asks again whenever the drag's target moves. */
function triedOnce(content: FormContent, item: DragItem): (area: DropArea) => boolean {
  const answers = new Map<string, boolean>();
  return (area) => {
    const id = dropAreaId(area);
    let ok = answers.get(id);
    if (ok === undefined) {
      ok = applyDrop(content, item, area).ok;
      answers.set(id, ok);
    }
    return ok;
  };
}

/**
 * Whether the drop areas should accept the item. Only page breaks and moved rows can be refused
 * (page-break rules, a row into itself), so only they are tried; the rest is always accepted.
 */
export function dropAreaAcceptor(content: FormContent, item: DragItem): (area: DropArea) => boolean {
  if (carriesPageBreak(content, item)) return triedOnce(content, item);
  // A Crud goes nowhere inside a Crud (nor into itself): tried like a page break.
  if (item.kind === 'new-component' && item.elType === CRUD_TYPE) return triedOnce(content, item);
  if (item.kind !== 'move') return () => true;
  const node = findLayoutNode(content.rows, item.nodeId)?.node;
  if (node?.kind === 'component' && node.elType === CRUD_TYPE) return triedOnce(content, item);
  if (node?.kind !== 'row') return () => true;
  const inside = layoutIds([node]);
  return (area) =>
    area.list.kind === 'form' ||
    !inside.has(area.list.kind === 'column' ? area.list.columnId : area.list.crudId);
}

/** The item's handle: one per component or row on the canvas and per toolbox entry. */
export function dragItemKey(item: DragItem): string {
  if (item.kind === 'move') return `node:${item.nodeId}`;
  if (item.kind === 'new-row') return `toolbox:row:${item.columns}`;
  return `toolbox:${item.elType}@${item.version}`;
}
