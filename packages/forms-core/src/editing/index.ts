export { setColumnWidth, setRowColumnCount } from './columnEdits';
export { clampColumns, evenColumnWidths, GRID_COLUMNS, MAX_COLUMNS, MIN_COLUMNS } from './columnWidths';
export { type ConditionRules, hiddenFromRules, readConditionRules } from './conditionStatements';
export type { EditRefusal, EditResult, LayoutDropTarget } from './editResult';
export { createRow, dropRefusal, insertComponent, insertRow, placeNode, targetList } from './insertNode';
export {
  LAYOUT_CLIPBOARD_KIND,
  layoutClipboardText,
  pasteLayout,
  readLayoutClipboard,
  withFreshIds,
} from './layoutClipboard';
export { layoutIds } from './layoutIds';
export {
  componentsIn,
  findLayoutNode,
  type LayoutChild,
  type LayoutListId,
  type LayoutLocation,
  type LayoutNode,
  mapRows,
} from './layoutTree';
export { moveNode } from './moveNode';
export { deleteNode, withoutNode } from './removeNode';
export { replaceNode, setNodeProperties } from './replaceNode';
