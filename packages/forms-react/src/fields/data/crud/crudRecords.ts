import { type ComponentNode, forEachComponent, type RowNode } from '@clinic/forms-core';

/** A Crud record: the values of its child controls, keyed by their component ids. */
export type CrudRecord = Record<string, unknown>;

export function crudRecords(value: unknown): CrudRecord[] {
  if (!Array.isArray(value)) return [];
  return value.filter((record): record is CrudRecord => typeof record === 'object' && record !== null);
}

/** Deleting a record shifts the later ones back by one (forms.md section 4). */
export function removeCrudRecord(records: readonly CrudRecord[], index: number): CrudRecord[] {
  return records.filter((_, other) => other !== index);
}

export function layoutComponentIds(rows: readonly RowNode[]): string[] {
  const ids: string[] = [];
  forEachComponent(rows, (component: ComponentNode) => ids.push(component.id));
  return ids;
}

/** The child controls' values as a record; controls without a value are left out. */
export function recordFromResults(
  results: Readonly<Record<string, unknown>>,
  ids: readonly string[],
): CrudRecord {
  const record: CrudRecord = {};
  for (const id of ids) if (Object.hasOwn(results, id) && results[id] !== undefined) record[id] = results[id];
  return record;
}
