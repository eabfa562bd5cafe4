import type { ComponentNode, RowNode } from '../model/layout';

export const CRUD_TYPE = 'Crud';

/** The two layouts a Crud holds in its properties: the record form and the list item. */
export const CRUD_LAYOUT_KEYS = ['formLayout', 'listItemLayout'] as const;
export type CrudLayoutKey = (typeof CRUD_LAYOUT_KEYS)[number];

/** A Crud layout is stored as a list of rows; anything else (not yet designed) reads as no layout. */
export function crudLayoutRows(crud: ComponentNode, layout: CrudLayoutKey): RowNode[] | null {
  const value = crud.properties[layout];
  if (!Array.isArray(value)) return null;
  return value.every(isRowNode) ? value : null;
}

function isRowNode(value: unknown): value is RowNode {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'row';
}
