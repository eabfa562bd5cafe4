import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../database';
import { lookupItems } from '../../schema';
import { seedLookupCatalogues } from '../seedLookupCatalogues';

/** Menus item ids by name, so demo forms can be filed under their menu. */
export type MenuIds = ReadonlyMap<string, string>;

/** The catalogues (when a start without the demo has not filled them already) and the menus' ids. */
export async function seedLookups(tx: Transaction): Promise<MenuIds> {
  await seedLookupCatalogues(tx);
  const menus = await tx
    .select({ id: lookupItems.id, name: lookupItems.name })
    .from(lookupItems)
    .where(and(eq(lookupItems.kind, 'Menus'), eq(lookupItems.active, true)));
  return new Map(menus.map((row) => [row.name, row.id]));
}
