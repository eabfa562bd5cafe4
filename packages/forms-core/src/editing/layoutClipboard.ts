import { loadFormContent } from '../catalogue/loadFormContent';
import { nextComponentId } from '../catalogue/nextComponentId';
import { containsExpression } from '../expressions/computedValue';
import type { ColumnNode, FormContent, Properties, RowNode } from '../model/layout';
import { type EditResult, type LayoutDropTarget, refuse } from './editResult';
import { placeNode } from './insertNode';
import { layoutIds } from './layoutIds';
import type { LayoutChild } from './layoutTree';

/** What "Copy layout" puts on the clipboard: a tagged JSON text, so any other text is refused. */
export const LAYOUT_CLIPBOARD_KIND = 'clinic-form-layout';

export function layoutClipboardText(rows: readonly RowNode[]): string {
  return JSON.stringify({ kind: LAYOUT_CLIPBOARD_KIND, rows });
}

/** The rows of a copied layout, checked against the catalogue; null for anything else. */
export function readLayoutClipboard(text: string): RowNode[] | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { kind, rows } = parsed as { kind?: unknown; rows?: unknown };
  if (kind !== LAYOUT_CLIPBOARD_KIND || !Array.isArray(rows) || rows.length === 0) return null;
  const loaded = loadFormContent({ rows });
  return loaded.ok ? loaded.content.rows : null;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Renames component ids inside conditions, expressions and scripts of a pasted copy. */
function renameReferences(properties: Properties, renamed: ReadonlyMap<string, string>): Properties {
  if (renamed.size === 0) return properties;
  const names = [...renamed.keys()].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`\\b(${names.join('|')})\\b`, 'g');
  const next: Properties = {};
  for (const [key, value] of Object.entries(properties)) {
    const isCode = key === 'hidden' || key === 'onChange' || containsExpression(value);
    next[key] =
      typeof value === 'string' && isCode ? value.replace(pattern, (id) => renamed.get(id) ?? id) : value;
  }
  return next;
}

/**
 * A copy of rows with fresh ids for every row, column and component, so a layout can be pasted
 * into the form it came from. Conditions and expressions inside the copy follow the new ids.
 */
export function withFreshIds(rows: readonly RowNode[], used: Set<string>): RowNode[] {
  const take = (prefix: string) => {
    const id = nextComponentId(prefix, used);
    used.add(id);
    return id;
  };
  const renamed = new Map<string, string>();
  const copy = (node: LayoutChild): LayoutChild => {
    if (node.kind === 'component') {
      const id = take(node.elType);
      renamed.set(node.id, id);
      return { ...node, id };
    }
    const columns: ColumnNode[] = node.columns.map((column) => ({
      ...column,
      id: take('Column'),
      children: column.children.map(copy),
    }));
    return { ...node, id: take('Row'), columns };
  };
  const fix = (node: LayoutChild): LayoutChild =>
    node.kind === 'component'
      ? { ...node, properties: renameReferences(node.properties, renamed) }
      : {
          ...node,
          columns: node.columns.map((column) => ({ ...column, children: column.children.map(fix) })),
        };
  return rows.map((row) => fix(copy(row)) as RowNode);
}

/** Pastes a copied layout at `target`, row after row, with fresh ids. */
export function pasteLayout(
  content: FormContent,
  target: LayoutDropTarget,
  rows: readonly RowNode[],
): EditResult {
  const used = layoutIds(content.rows);
  const fresh = withFreshIds(rows, used);
  let current = content;
  for (const [offset, row] of fresh.entries()) {
    const placed = placeNode(current, { ...target, index: target.index + offset }, row, used);
    if (!placed.ok) return placed;
    current = placed.content;
  }
  const first = fresh[0];
  return first ? { ok: true, content: current, nodeId: first.id } : refuse('not-found');
}
