import type { CoreClinicalNamedRef } from '@clinic/api-contract';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../../../../db/database';
import { type LookupKind, lookupItems } from '../../../../db/schema';
import type { FieldErrors } from './fieldErrors';

export type LookupRow = typeof lookupItems.$inferSelect;
export type LookupMap = ReadonlyMap<string, LookupRow>;

/** The lookup items a set of rows point at, in one query. */
export async function loadLookups(
  db: Queryable,
  ids: ReadonlyArray<string | null | undefined>,
): Promise<LookupMap> {
  const wanted = [...new Set(ids.filter((id): id is string => typeof id === 'string'))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select().from(lookupItems).where(inArray(lookupItems.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

export function namedRef(lookups: LookupMap, id: string | null): CoreClinicalNamedRef | null {
  const row = id ? lookups.get(id) : undefined;
  return row ? { id: row.id, name: row.name } : null;
}

/** A body's reference to a lookup item must name an active item of the expected list. */
export function checkLookupRef(
  errors: FieldErrors,
  lookups: LookupMap,
  field: string,
  id: string | null | undefined,
  kind: LookupKind,
): void {
  if (!id) return;
  const row = lookups.get(id);
  if (!row || row.kind !== kind || !row.active) errors.add(field, `Unknown ${kind} item.`);
}

/** A text field of a lookup item's kind-specific `extra` (a vital sign's unit, a status colour...). */
export function lookupExtraText(row: LookupRow, key: string): string | null {
  const extra = row.extra;
  if (typeof extra !== 'object' || extra === null) return null;
  const value = (extra as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : null;
}
