import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { conflict } from '../app/httpError';
import type { Queryable } from '../db/database';
import { documents } from '../db/schema';
import type { DocumentActor } from './documentActor';
import { type DocumentChanges, documentChangeValues } from './documentChanges';
import { documentMessages } from './documentMessages';
import { type DocumentRow, type LoadedDocument, loadDocument } from './loadDocument';
import { asResults } from './toDocumentDto';

export interface SaveDocumentInput {
  id: string;
  actor: DocumentActor;
  /** The rowVersion the client last read: a save over someone else's newer save is refused. */
  rowVersion: number;
  changes: DocumentChanges;
}

/** A completed document is locked; an older rowVersion means another save came first. */
export function assertEditable(document: DocumentRow, rowVersion: number | undefined): void {
  if (document.status !== 'Draft') throw conflict([documentMessages.locked]);
  assertCurrentRowVersion(document, rowVersion);
}

export function assertCurrentRowVersion(document: DocumentRow, rowVersion: number | undefined): void {
  if (rowVersion !== undefined && rowVersion !== document.rowVersion)
    throw conflict([documentMessages.stale]);
}

/** One row update that also bumps rowVersion and updatedAt: every change of a document goes through it. */
export async function updateDocumentRow(
  db: Queryable,
  id: string,
  values: PgUpdateSetSource<typeof documents>,
): Promise<DocumentRow> {
  const [row] = await db
    .update(documents)
    .set({ ...values, rowVersion: sql`${documents.rowVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(documents.id, id))
    .returning();
  if (!row) throw new Error(`document ${id} vanished while locked`);
  return row;
}

/**
 * Saves a draft (PATCH Documents/{id}). Run it in a transaction: the row is locked from the
 * rowVersion check to the update, so of two concurrent saves naming the same rowVersion exactly
 * one succeeds and the other gets 409.
 */
export async function saveDocument(db: Queryable, input: SaveDocumentInput): Promise<LoadedDocument> {
  const loaded = await loadDocument(db, input.id, input.actor, { lock: true });
  assertEditable(loaded.document, input.rowVersion);
  const document = await updateDocumentRow(
    db,
    input.id,
    documentChangeValues(
      loaded.version.content,
      asResults(loaded.document.results),
      input.changes,
      input.actor,
    ),
  );
  return { ...loaded, document };
}
