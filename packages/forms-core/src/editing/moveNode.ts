import type { FormContent } from '../model/layout';
import { type EditResult, type LayoutDropTarget, refuse } from './editResult';
import { placeNode, targetList } from './insertNode';
import { layoutIds } from './layoutIds';
import { findLayoutNode, type LayoutListId } from './layoutTree';
import { withoutNode } from './removeNode';

const sameList = (a: LayoutListId, b: LayoutListId) => {
  if (a.kind === 'form') return b.kind === 'form';
  if (a.kind === 'column') return b.kind === 'column' && b.columnId === a.columnId;
  return b.kind === 'crud' && b.crudId === a.crudId && b.layout === a.layout;
};

/** Removes `id` and shifts the target's index when the node sat before it in the same list. */
function removeBefore(content: FormContent, id: string, target: LayoutDropTarget) {
  const found = findLayoutNode(content.rows, id);
  const removed = withoutNode(content, id);
  if (!found || !removed || found.list.kind === 'row') return null;
  const shift = sameList(found.list, targetList(target)) && found.index < target.index ? 1 : 0;
  return { content: removed.content, target: { ...target, index: target.index - shift } };
}

/**
 * Moves a row or a component to `target` (drag and drop within the form). A component dragged
 * out of a one-column row it was alone in takes that row away with it, so moving things around
 * leaves no empty rows behind; rows with several columns keep their (designed) empty columns.
 */
export function moveNode(content: FormContent, id: string, target: LayoutDropTarget): EditResult {
  const found = findLayoutNode(content.rows, id);
  if (!found || found.node.kind === 'column') return refuse('not-found');
  const node = found.node;
  const list = targetList(target);
  // Into itself: into a column of the moved row, or into the moved Crud's own layouts.
  const within = node.kind === 'row' ? layoutIds([node]) : new Set([node.id]);
  if (list.kind === 'column' && node.kind === 'row' && within.has(list.columnId))
    return refuse('into-itself');
  if (list.kind === 'crud' && within.has(list.crudId)) return refuse('into-itself');
  const used = layoutIds(content.rows);
  let moved = removeBefore(content, id, target);
  if (!moved) return refuse('not-found');
  const wrapperId = found.ancestors.at(-2);
  const wrapper = wrapperId ? findLayoutNode(moved.content.rows, wrapperId)?.node : undefined;
  if (
    wrapperId &&
    wrapper?.kind === 'row' &&
    wrapper.columns.length === 1 &&
    wrapper.columns.every((column) => column.children.length === 0) &&
    !(list.kind === 'column' && wrapper.columns.some((column) => column.id === list.columnId))
  ) {
    moved = removeBefore(moved.content, wrapperId, moved.target) ?? moved;
  }
  return placeNode(moved.content, moved.target, node, used);
}
