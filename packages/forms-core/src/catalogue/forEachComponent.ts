import type { ComponentNode, RowNode } from '../model/layout';

/** Where a node sits, as keys from the content root, e.g. ['rows', 0, 'columns', 1, 'children', 0]. */
export type FormComponentPath = ReadonlyArray<string | number>;

type ComponentVisitor = (component: ComponentNode, path: FormComponentPath) => void;

function visitRow(row: RowNode, rowPath: FormComponentPath, visit: ComponentVisitor): void {
  row.columns.forEach((column, columnIndex) => {
    column.children.forEach((child, childIndex) => {
      const childPath = [...rowPath, 'columns', columnIndex, 'children', childIndex];
      if (child.kind === 'component') visit(child, childPath);
      else visitRow(child, childPath, visit);
    });
  });
}

/** Visits every component of the layout, nested layouts included, in reading order. */
export function forEachComponent(rows: readonly RowNode[], visit: ComponentVisitor): void {
  rows.forEach((row, rowIndex) => {
    visitRow(row, ['rows', rowIndex], visit);
  });
}
