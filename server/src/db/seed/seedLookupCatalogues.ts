import type { Transaction } from '../database';
import { type LookupKind, lookupItems, lookupKinds } from '../schema';
import { lookupCatalogues } from './data/lookups';

/**
 * Fills each lookup catalogue (genders, states, routes, units, statuses...) that has no item at
 * all, deactivated ones included: an empty clinic can then set itself up, and a catalogue the
 * clinic has edited is never touched again. sortOrder follows the order of the data lists.
 * Answers how many items were inserted.
 */
export async function seedLookupCatalogues(tx: Transaction): Promise<number> {
  const present = await tx.selectDistinct({ kind: lookupItems.kind }).from(lookupItems);
  const seeded = new Set(present.map((row) => row.kind));
  const rows = lookupKinds
    .filter((kind: LookupKind) => !seeded.has(kind))
    .flatMap((kind) =>
      lookupCatalogues[kind].map((item, index) => ({
        kind,
        name: item.name,
        code: item.code ?? null,
        sortOrder: index + 1,
        extra: item.extra ?? {},
      })),
    );
  if (rows.length > 0) await tx.insert(lookupItems).values(rows);
  return rows.length;
}
