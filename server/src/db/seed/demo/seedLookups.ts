import type { Transaction } from '../../database';
import { type LookupKind, lookupItems, lookupKinds } from '../../schema';
import { demoLookups } from '../data/lookups';

/** Menus item ids by name, so demo forms can be filed under their menu. */
export type MenuIds = ReadonlyMap<string, string>;

/** Inserts every catalogue; sortOrder follows the order of the data lists (1, 2, 3...). */
export async function seedLookups(tx: Transaction): Promise<MenuIds> {
  const rows = lookupKinds.flatMap((kind: LookupKind) =>
    demoLookups[kind].map((item, index) => ({
      kind,
      name: item.name,
      code: item.code ?? null,
      sortOrder: index + 1,
      extra: item.extra ?? {},
    })),
  );
  const inserted = await tx
    .insert(lookupItems)
    .values(rows)
    .returning({ id: lookupItems.id, kind: lookupItems.kind, name: lookupItems.name });
  return new Map(inserted.filter((row) => row.kind === 'Menus').map((row) => [row.name, row.id]));
}
