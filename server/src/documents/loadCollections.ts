import type { CoreReferenceDocumentCollections } from '@clinic/api-contract';
import { type FormContent, referencedCollections } from '@clinic/forms-core';
import { inArray } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { collections } from '../db/schema';

/**
 * The items of the named collections, by name: what a form's `{{collections.name}}` options read,
 * in the browser's scope and in the server's checks alike. Names no collection has are left out.
 */
export async function loadCollections(
  db: Queryable,
  names: readonly string[],
): Promise<CoreReferenceDocumentCollections> {
  if (names.length === 0) return {};
  const rows = await db
    .select({ name: collections.name, items: collections.items })
    .from(collections)
    .where(inArray(collections.name, [...names]));
  return Object.fromEntries(rows.map((row) => [row.name, Array.isArray(row.items) ? row.items : []]));
}

/** The collections a form's content references (forms-core `referencedCollections`). */
export function loadReferencedCollections(
  db: Queryable,
  content: FormContent,
): Promise<CoreReferenceDocumentCollections> {
  return loadCollections(db, referencedCollections(content));
}
