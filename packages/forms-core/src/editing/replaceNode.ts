import { enforceHiddenNotRequired } from '../expressions/hidden';
import type { FormContent, Properties } from '../model/layout';
import { clampColumns } from './columnWidths';
import { type EditResult, refuse } from './editResult';
import { findLayoutNode, type LayoutNode, mapList, mapRows } from './layoutTree';

/**
 * Puts `node` where node `id` is (the Advanced JSON editor); it must be of the same kind. The
 * caller checks the new content with loadFormContent before keeping it.
 */
export function replaceNode(content: FormContent, id: string, node: LayoutNode): EditResult {
  const found = findLayoutNode(content.rows, id);
  if (!found || found.node.kind !== node.kind) return refuse('not-found');
  const { list } = found;
  const rows =
    list.kind === 'row'
      ? mapRows(content.rows, (row) =>
          row.id === list.rowId
            ? {
                ...row,
                columns: row.columns.map((column) =>
                  column.id === id && node.kind === 'column' ? node : column,
                ),
              }
            : row,
        )
      : mapList(content.rows, list, (children) =>
          children.map((child) => (child.id === id && node.kind !== 'column' ? node : child)),
        );
  return { ok: true, content: { ...content, rows }, nodeId: node.id };
}

/** New properties for a row, a column or a component; hiding a component clears `required`. */
export function setNodeProperties(content: FormContent, id: string, properties: Properties): EditResult {
  const found = findLayoutNode(content.rows, id);
  if (!found) return refuse('not-found');
  const node = found.node;
  if (node.kind === 'component') {
    return replaceNode(content, id, { ...node, properties: enforceHiddenNotRequired(properties) });
  }
  if (node.kind === 'column') {
    const cols = clampColumns(Number(properties.cols ?? node.properties.cols));
    return replaceNode(content, id, { ...node, properties: { ...properties, cols } });
  }
  return replaceNode(content, id, { ...node, properties });
}
