import type { CoreFormsDocumentSave } from '@clinic/api-contract';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { refused } from '../app/httpError';
import type { Queryable } from '../db/database';
import { documents } from '../db/schema';
import type { DocumentActor } from './documentActor';
import { documentMessages } from './documentMessages';
import { type DocumentRow, type LoadedDocument, loadDocument } from './loadDocument';
import type { DocumentCaller } from './pipeline/documentCaller';
import { prepareLoadedDocument } from './pipeline/prepareLoadedDocument';
import { refusedDocument } from './pipeline/refusedDocument';
import { signatureCounts } from './signatureCounts';

/** What a save may change: every field is optional, only what is sent changes. */
export type DocumentChanges = Omit<CoreFormsDocumentSave, 'rowVersion'>;

export interface SaveDocumentInput {
  id: string;
  actor: DocumentActor;
  /** The rowVersion the client last read: a save over someone else's newer save is refused. */
  rowVersion: number;
  changes: DocumentChanges;
  caller: DocumentCaller;
}

/** A completed document is locked; an older rowVersion means another save came first. */
export function assertEditable(document: DocumentRow, rowVersion: number | undefined): void {
  if (document.status !== 'Draft') throw refused(409, 'documentLocked', documentMessages.locked);
  assertCurrentRowVersion(document, rowVersion);
}

export function assertCurrentRowVersion(document: DocumentRow, rowVersion: number | undefined): void {
  if (rowVersion !== undefined && rowVersion !== document.rowVersion)
    throw refused(409, 'documentConflict', documentMessages.stale);
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

/** Staff fill documents in the submitter mode; patients in the e-form. */
export const fillingModeOf = (actor: DocumentActor) => (actor.kind === 'staff' ? 'form-submitter' : 'e-form');

export interface ApplyChangesInput {
  changes: DocumentChanges;
  mode: 'form-submitter' | 'e-form';
  caller: DocumentCaller;
}

/**
 * Applies a change to a loaded (locked) draft through the document pipeline: the sent answers
 * the caller may change are taken, the rest kept and reported (`prepared.ignored`); the header,
 * chart sections and computed values are filled from the records; an answer of the wrong shape
 * refuses the whole change (400). The prepared document rides along, so completing in the same
 * request checks it without loading anything again.
 */
export async function applyDocumentChanges(
  db: Queryable,
  loaded: LoadedDocument,
  input: ApplyChangesInput,
): Promise<LoadedDocument> {
  const { results: sent, ...fields } = input.changes;
  const prepared = await prepareLoadedDocument(db, loaded, {
    sent,
    mode: input.mode,
    caller: input.caller,
    ...(fields.effectiveDate !== undefined ? { effectiveDate: fields.effectiveDate } : {}),
  });
  if (Object.keys(prepared.shapeErrors).length > 0)
    throw refusedDocument(loaded.version.content, prepared.shapeErrors, input.caller.language, 'unreadable');
  const values: PgUpdateSetSource<typeof documents> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) Object.assign(values, { [key]: value });
  }
  const document = await updateDocumentRow(db, loaded.document.id, {
    ...values,
    results: prepared.results,
    oneTimeValues: prepared.oneTimeValues,
    ...signatureCounts(loaded.version.content, prepared.results),
  });
  return { ...loaded, document, prepared };
}

/**
 * Saves a draft (PATCH Documents/{id}). Run it in a transaction: the row is locked from the
 * rowVersion check to the update, so of two concurrent saves naming the same rowVersion exactly
 * one succeeds and the other gets 409.
 */
export async function saveDocument(db: Queryable, input: SaveDocumentInput): Promise<LoadedDocument> {
  const loaded = await loadDocument(db, input.id, input.actor, { lock: true });
  assertEditable(loaded.document, input.rowVersion);
  return applyDocumentChanges(db, loaded, {
    changes: input.changes,
    mode: fillingModeOf(input.actor),
    caller: input.caller,
  });
}
