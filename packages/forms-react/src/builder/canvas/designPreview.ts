import { type ComponentNode, type FormContent, mapRows } from '@clinic/forms-core';

/** The canvas shows every component, whatever its visibility settings say about filling in. */
export function designNode(node: ComponentNode): ComponentNode {
  const { hidden, hideOnView, hideOnEdit, ...properties } = node.properties;
  if (hidden === undefined && hideOnView === undefined && hideOnEdit === undefined) return node;
  return { ...node, properties };
}

/** The content the canvas's preview store is built from: nothing hidden. */
export function designContent(content: FormContent): FormContent {
  return {
    ...content,
    rows: mapRows(content.rows, (row) => {
      const columns = row.columns.map((column) => ({
        ...column,
        children: column.children.map((child) => (child.kind === 'component' ? designNode(child) : child)),
      }));
      return { ...row, columns };
    }),
  };
}
