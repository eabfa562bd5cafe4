import type { ColumnNode, ComponentNode, FormContent, Properties, RowNode } from '../model/layout';
import { formContentSchema } from '../model/layout';

/** Terse layout builders for tests: ids are derived from the element type, as in the builder. */

export function component(id: string, elType: string, properties: Properties = {}): ComponentNode {
  return { kind: 'component', id, elType, version: 1, page: 0, properties };
}

export function column(id: string, children: ColumnNode['children'], cols = 12): ColumnNode {
  return { kind: 'column', id, version: 1, properties: { cols }, children };
}

/** A row with one column per child; a child array makes a column of several children. */
export function row(
  id: string,
  children: Array<ColumnNode['children'][number] | ColumnNode['children']>,
  properties: Properties = {},
): RowNode {
  const columns = children.map((child, index) =>
    column(`${id}-col${index + 1}`, Array.isArray(child) ? child : [child], Math.floor(12 / children.length)),
  );
  return { kind: 'row', id, version: 1, properties, columns };
}

export function pageBreakRow(id: string): RowNode {
  return row(id, [component(`PageBreak${id}`, 'PageBreak')]);
}

export function form(rows: RowNode[]): FormContent {
  return formContentSchema.parse({ rows });
}
