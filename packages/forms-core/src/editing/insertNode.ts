import type { CatalogueElType } from '../catalogue/catalogueElTypes';
import { getCatalogueEntry } from '../catalogue/catalogueRegistry';
import { createComponent } from '../catalogue/createComponent';
import { nextComponentId } from '../catalogue/nextComponentId';
import type { ColumnNode, ComponentNode, FormContent, RowNode } from '../model/layout';
import { pageBreakDropRefusal } from '../paging/canDropPageBreak';
import { CRUD_TYPE } from '../paging/crudLayouts';
import { isPageBreakRow, PAGE_BREAK_TYPE } from '../paging/pageBreakRow';
import { evenColumnWidths } from './columnWidths';
import { type EditResult, type LayoutDropTarget, refuse } from './editResult';
import { layoutIds } from './layoutIds';
import { findLayoutNode, type LayoutChild, type LayoutListId, mapList } from './layoutTree';

/** A new row of empty columns (or of the given children, one list per column). */
export function createRow(
  used: Set<string>,
  widths: readonly number[],
  children: LayoutChild[][] = [],
): RowNode {
  const take = (prefix: string) => {
    const id = nextComponentId(prefix, used);
    used.add(id);
    return id;
  };
  const id = take('Row');
  const columns: ColumnNode[] = widths.map((cols, index) => ({
    kind: 'column',
    id: take('Column'),
    version: 1,
    properties: { cols },
    children: children[index] ?? [],
  }));
  return { kind: 'row', id, version: 1, properties: {}, columns };
}

/** The list a target drops into. */
export function targetList(target: LayoutDropTarget): LayoutListId {
  return target.kind === 'into-column' ? { kind: 'column', columnId: target.columnId } : target.list;
}

function carriesPageBreak(node: LayoutChild): boolean {
  return node.kind === 'row' ? isPageBreakRow(node) : node.elType === PAGE_BREAK_TYPE;
}

function carriesCrud(node: LayoutChild): boolean {
  return node.kind === 'component'
    ? node.elType === CRUD_TYPE
    : node.columns.some((column) => column.children.some(carriesCrud));
}

/** Whether a list is a Crud's layout or lies inside one. */
function insideCrud(content: FormContent, list: LayoutListId): boolean {
  if (list.kind === 'crud') return true;
  if (list.kind === 'form') return false;
  const found = findLayoutNode(content.rows, list.columnId);
  return (found?.ancestors ?? []).some((id) => {
    const around = findLayoutNode(content.rows, id)?.node;
    return around?.kind === 'component' && around.elType === CRUD_TYPE;
  });
}

/** Why `node` cannot go to `target` in `content` (which must no longer hold it), or null. */
export function dropRefusal(content: FormContent, target: LayoutDropTarget, node: LayoutChild) {
  const list = targetList(target);
  if (list.kind === 'crud') {
    const crud = findLayoutNode(content.rows, list.crudId)?.node;
    if (crud?.kind !== 'component' || crud.elType !== CRUD_TYPE) return 'unknown-target' as const;
  }
  if (carriesCrud(node) && insideCrud(content, list)) return 'crud-in-crud' as const;
  if (list.kind === 'column') {
    const found = findLayoutNode(content.rows, list.columnId);
    if (found?.node.kind !== 'column') return 'unknown-target' as const;
    const row = found.list.kind === 'row' ? findLayoutNode(content.rows, found.list.rowId) : null;
    if (target.kind === 'into-column' && row?.node.kind === 'row' && isPageBreakRow(row.node)) {
      return 'page-break-row' as const;
    }
  }
  if (carriesPageBreak(node)) return pageBreakDropRefusal(content, target);
  return null;
}

/**
 * Puts `node` at `target`: into a column as it is; as a row of its own when the target is a new
 * row (a component gets a full-width row around it). `used` holds the ids in use.
 */
export function placeNode(
  content: FormContent,
  target: LayoutDropTarget,
  node: LayoutChild,
  used: Set<string>,
): EditResult {
  const refusal = dropRefusal(content, target, node);
  if (refusal) return refuse(refusal);
  const list = targetList(target);
  const placed: LayoutChild =
    target.kind === 'new-row' && node.kind === 'component' ? createRow(used, [12], [[node]]) : node;
  const rows = mapList(content.rows, list, (children) => {
    children.splice(Math.min(Math.max(target.index, 0), children.length), 0, placed);
    return children;
  });
  return { ok: true, content: { ...content, rows }, nodeId: node.id };
}

/** A new component of a catalogue type (its latest version unless given) dropped at `target`. */
export function insertComponent(
  content: FormContent,
  target: LayoutDropTarget,
  elType: CatalogueElType,
  version?: number,
): EditResult {
  if (!getCatalogueEntry(elType, version)) return refuse('unknown-type');
  const used = layoutIds(content.rows);
  const component: ComponentNode = createComponent(elType, version, used);
  used.add(component.id);
  return placeNode(content, target, component, used);
}

/** A new row of `columnCount` even columns: in the form, or in a column as a nested layout. */
export function insertRow(content: FormContent, target: LayoutDropTarget, columnCount: number): EditResult {
  const used = layoutIds(content.rows);
  return placeNode(content, target, createRow(used, evenColumnWidths(columnCount)), used);
}
