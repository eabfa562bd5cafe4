import type { CoreReferenceListQuery, PagedReply } from '@clinic/api-contract';
import { and, asc, count, eq, ilike, or } from 'drizzle-orm';
import type { AutocommitDatabase } from '../../../../db/database';
import { type LookupKind, lookupItems } from '../../../../db/schema';
import { escapeLike } from '../shared/escapeLike';
import { pagedReply, pageWindow } from '../shared/paging';

export type LookupItemRow = typeof lookupItems.$inferSelect;

/**
 * One page of a lookup list: active items only (a deleted item is deactivated, because
 * patient records keep pointing at it), in sortOrder then name. The page and its total are
 * read at once on two connections, so this takes the database, never a transaction (whose
 * one client runs queries in turn).
 */
export async function listLookupItems(
  db: AutocommitDatabase,
  kind: LookupKind,
  query: CoreReferenceListQuery,
): Promise<PagedReply<LookupItemRow>> {
  const phrase = query.searchPhrase ? `%${escapeLike(query.searchPhrase)}%` : undefined;
  const where = and(
    eq(lookupItems.kind, kind),
    eq(lookupItems.active, true),
    phrase ? or(ilike(lookupItems.name, phrase), ilike(lookupItems.code, phrase)) : undefined,
  );
  const { limit, offset } = pageWindow(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(lookupItems)
      .where(where)
      .orderBy(asc(lookupItems.sortOrder), asc(lookupItems.name), asc(lookupItems.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(lookupItems).where(where),
  ]);
  return pagedReply(rows, total?.n ?? 0, query);
}
