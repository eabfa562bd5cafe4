import type { FormContent } from '../model/layout';
import { type EditResult, refuse } from './editResult';
import { findLayoutNode, type LayoutNode, mapList, mapRows } from './layoutTree';

/** The content without node `id` (row, column or component), or null when it is not there. */
export function withoutNode(
  content: FormContent,
  id: string,
): { content: FormContent; node: LayoutNode } | null {
  const found = findLayoutNode(content.rows, id);
  if (!found) return null;
  const { list } = found;
  if (list.kind === 'row') {
    // A row left without columns goes too: it could hold nothing.
    const rows = mapRows(content.rows, (row) =>
      row.id === list.rowId ? { ...row, columns: row.columns.filter((column) => column.id !== id) } : row,
    );
    const emptied = findLayoutNode(rows, list.rowId);
    const cleaned =
      emptied?.node.kind === 'row' && emptied.node.columns.length === 0
        ? (withoutNode({ ...content, rows }, list.rowId)?.content.rows ?? rows)
        : rows;
    return { content: { ...content, rows: cleaned }, node: found.node };
  }
  const rows = mapList(content.rows, list, (children) => children.filter((child) => child.id !== id));
  return { content: { ...content, rows }, node: found.node };
}

/** Deletes a row, a column or a component (the builder asks for confirmation first). */
export function deleteNode(content: FormContent, id: string): EditResult {
  const removed = withoutNode(content, id);
  return removed ? { ok: true, content: removed.content, nodeId: id } : refuse('not-found');
}
