import type { ColumnNode, FormContent, RowNode } from '../model/layout';
import { CRUD_LAYOUT_KEYS, CRUD_TYPE, type CrudLayoutKey, crudLayoutRows } from './crudLayouts';
import { isPageBreakRow } from './pageBreakRow';

/** A list of layout nodes a row can be dropped into. */
export type LayoutListRef =
  | { kind: 'form' }
  | { kind: 'column'; columnId: string }
  | { kind: 'crud'; crudId: string; layout: CrudLayoutKey };

/**
 * Where the builder would drop a page break:
 * - `new-row`: as a row of its own, inserted before `index` in the list (index = length appends);
 * - `into-column`: beside the existing content of a column, at `index` of its children.
 */
export type PageBreakDropTarget =
  | { kind: 'new-row'; list: LayoutListRef; index: number }
  | { kind: 'into-column'; columnId: string; index: number };

export type PageBreakDropRefusal = 'unknown-target' | 'inside-crud' | 'needs-own-row' | 'next-to-page-break';

/** Why a page break cannot be dropped at the target, or null when it can. */
export function pageBreakDropRefusal(
  content: FormContent,
  target: PageBreakDropTarget,
): PageBreakDropRefusal | null {
  const list: LayoutListRef =
    target.kind === 'new-row' ? target.list : { kind: 'column', columnId: target.columnId };
  const found = findLayoutList(content.rows, list);
  if (!found) return 'unknown-target';
  if (found.insideCrud) return 'inside-crud';
  if (target.kind === 'into-column') return 'needs-own-row';
  const neighbours = [found.nodes[target.index - 1], found.nodes[target.index]];
  return neighbours.some((node) => node?.kind === 'row' && isPageBreakRow(node))
    ? 'next-to-page-break'
    : null;
}

/** A page break goes on a row of its own, never inside a Crud nor directly before or after another. */
export function canDropPageBreak(content: FormContent, target: PageBreakDropTarget): boolean {
  return pageBreakDropRefusal(content, target) === null;
}

interface FoundList {
  nodes: ReadonlyArray<ColumnNode['children'][number]>;
  insideCrud: boolean;
}

function findLayoutList(rows: readonly RowNode[], ref: LayoutListRef): FoundList | null {
  if (ref.kind === 'form') return { nodes: rows, insideCrud: false };

  const search = (nodes: FoundList['nodes'], insideCrud: boolean): FoundList | null => {
    for (const node of nodes) {
      if (node.kind === 'row') {
        for (const column of node.columns) {
          if (ref.kind === 'column' && column.id === ref.columnId)
            return { nodes: column.children, insideCrud };
          const found = search(column.children, insideCrud);
          if (found) return found;
        }
      } else if (node.elType === CRUD_TYPE) {
        for (const layout of CRUD_LAYOUT_KEYS) {
          const layoutRows = crudLayoutRows(node, layout) ?? [];
          if (ref.kind === 'crud' && ref.crudId === node.id && ref.layout === layout) {
            return { nodes: layoutRows, insideCrud: true };
          }
          const found = search(layoutRows, true);
          if (found) return found;
        }
      }
    }
    return null;
  };

  return search(rows, false);
}
