import { referencedCollections } from '@clinic/forms-core';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/database';
import { formVersions } from '../db/schema';
import { loadFormContentOrThrow } from './loadFormContentOrThrow';

/** A version's content loaded (checked against the catalogue) as UTF-8 JSON, and what it references. */
export interface KeptContent {
  /** Bytes, not a string: a reply copies them as they are, outside the JavaScript heap. */
  json: Buffer;
  /** The collections it references (referencedCollections walks the whole content). */
  collectionNames: string[];
}

/**
 * Loaded version contents by version id and last change, for the hottest reads: loading a
 * content checks every component against the catalogue, and fetching it moves kilobytes, both
 * more than the rest of a read. Every change of a version's content sets its updated_at
 * (saveVersion), and a read asks with the updated_at it read in its own statement, so a kept
 * content is never served for a version that changed since: the new stamp misses and fetches.
 * Bounded (the oldest goes first); a miss is fetched once however many reads wait for it.
 */
const kept = new Map<string, Promise<KeptContent>>();
const maxKept = 200;

export function keptVersionContent(
  db: Queryable,
  versionId: string,
  updatedAt: string,
): Promise<KeptContent> {
  const key = `${versionId} ${updatedAt}`;
  const found = kept.get(key);
  if (found) return found;
  const fetched = fetchContent(db, versionId);
  if (kept.size >= maxKept) kept.delete(kept.keys().next().value as string);
  kept.set(key, fetched);
  // A failed fetch is not kept: the next read tries again.
  fetched.catch(() => kept.delete(key));
  return fetched;
}

async function fetchContent(db: Queryable, versionId: string): Promise<KeptContent> {
  // The newest content: if it changed again since the read, it is newer than the read asked for.
  const [row] = await db
    .select({ content: formVersions.content })
    .from(formVersions)
    .where(eq(formVersions.id, versionId));
  if (!row) throw new Error(`version ${versionId} vanished`);
  const loaded = loadFormContentOrThrow(row.content, versionId);
  return { json: Buffer.from(JSON.stringify(loaded)), collectionNames: referencedCollections(loaded) };
}
